import { type AdminProductFile, particleAfter, PRODUCT_FILE_TITLE_MAX, PRODUCT_FILES_MAX } from '@maru/domain';
import { useId } from 'react';
import { FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { type DocumentsPanelState, MAX_MB, useDocumentsPanel } from './use-documents-panel';
import styles from '../../ui/console.module.css';
import own from './products.module.css';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`);

/**
 * 상품 자료: PDFs for the product page's 자료 다운로드 (KC 인증서, the maker's manual), each
 * with the title its link shows. Upload one at a time with its title, rename (saved when the
 * field is left), download to check, delete behind a confirmation. Tiles and faucets also
 * list the spec sheet and guide the shop draws; these follow them.
 */
export function DocumentsPanel({ productNo, files }: { productNo: number; files: AdminProductFile[] }) {
  const documents = useDocumentsPanel(productNo);
  const { deleting, setDeleting, remove, busy } = documents;
  return (
    <>
      <DocumentUploadForm count={files.length} documents={documents} />
      <FormAlert message={documents.problem} />
      {files.length > 0 ? (
        <DataTable caption="상품 자료" columns={['자료 이름', '파일', '크기', '올린 때', '']}>
          {files.map((file) => (
            <DocumentRow key={file.fileId} file={file} busy={busy} onRetitle={(title) => documents.retitle.mutate({ file, title })} onDelete={() => setDeleting(file)} />
          ))}
        </DataTable>
      ) : (
        <p className={own.notes}>아직 올린 자료가 없습니다.</p>
      )}
      {deleting ? (
        <ConfirmDialog title="자료 삭제" onCancel={() => setDeleting(undefined)} confirmLabel="삭제" onConfirm={() => remove.mutate(deleting)} pending={remove.isPending}>
          <p>자료 &lsquo;{deleting.title}&rsquo;({deleting.fileName})
            {particleAfter(deleting.title, '을/를')} 지웁니다. 상품 상세의 자료 다운로드에서도 바로 사라지며 되돌릴 수 없습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** 자료 올리기: a title and a PDF, with the limits (closed once the product has as many as it may). */
function DocumentUploadForm({ count, documents }: { count: number; documents: DocumentsPanelState }) {
  const titleId = useId();
  const fileId = useId();
  const hintId = useId();
  const { form, fileInput, submit, upload, busy } = documents;
  const full = count >= PRODUCT_FILES_MAX;
  return (
    <form ref={form} className={styles.toolbar} onSubmit={submit} noValidate aria-describedby={hintId}>
      <label className={own.pictureField} htmlFor={titleId}>
        자료 이름
        <input id={titleId} name="title" maxLength={PRODUCT_FILE_TITLE_MAX} placeholder="예: KC 인증서" disabled={busy || full} />
      </label>
      <label className={own.pictureField} htmlFor={fileId}>
        PDF 파일
        <input ref={fileInput} id={fileId} name="file" type="file" accept="application/pdf,.pdf" disabled={busy || full} />
      </label>
      <Button type="submit" disabled={busy || full}>
        {upload.isPending ? '올리는 중…' : '자료 올리기'}
      </Button>
      <span id={hintId} className={own.pictureHint}>
        PDF만, 한 파일 {MAX_MB}MB, 상품당 {PRODUCT_FILES_MAX}개까지 (지금 {count}개). 상품 상세의 자료 다운로드에 이 이름으로 보입니다.
      </span>
    </form>
  );
}

/** One document: its title (renamed when the field is left with something new), its download, size, upload time and 삭제. */
function DocumentRow({ file, busy, onRetitle, onDelete }: { file: AdminProductFile; busy: boolean; onRetitle: (title: string) => void; onDelete: () => void }) {
  return (
    <tr>
      <td>
        <label>
          <VisuallyHidden>자료 이름 ({file.title})</VisuallyHidden>
          <input
            key={`${file.fileId}:${file.title}`}
            defaultValue={file.title}
            maxLength={PRODUCT_FILE_TITLE_MAX}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
            onBlur={(event) => {
              const title = event.currentTarget.value.trim();
              if (title !== file.title) onRetitle(title);
            }}
          />
        </label>
      </td>
      <td>
        <a href={`/api${file.path}`} download={file.fileName}>
          {file.fileName}
        </a>
      </td>
      <td>{size(file.bytes)}</td>
      <td>{formatDateTime(file.createdAt)}</td>
      <td>
        <Button variant="ghost" disabled={busy} onClick={onDelete}>
          삭제<VisuallyHidden> ({file.title})</VisuallyHidden>
        </Button>
      </td>
    </tr>
  );
}
