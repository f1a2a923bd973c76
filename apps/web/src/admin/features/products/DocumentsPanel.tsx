import { type AdminProductFile, particleAfter, PRODUCT_FILE_MAX_BYTES, PRODUCT_FILE_TITLE_MAX, PRODUCT_FILES_MAX, productFileTitle, withParticle } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/toast-context';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { deleteDocument, productQuery, retitleDocument, uploadDocument } from './products-api';
import styles from '../../ui/console.module.css';
import own from './products.module.css';

const failure = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`);
const MAX_MB = PRODUCT_FILE_MAX_BYTES / 1024 / 1024;

/**
 * 상품 자료: PDFs for the product page's 자료 다운로드 (KC 인증서, the maker's manual), each
 * with the title its link shows. Upload one at a time with its title, rename (saved when the
 * field is left), download to check, delete behind a confirmation. Tiles and faucets also
 * list the spec sheet and guide the shop draws; these follow them.
 */
export function DocumentsPanel({ productNo, files }: { productNo: number; files: AdminProductFile[] }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const titleId = useId();
  const fileId = useId();
  const hintId = useId();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState<AdminProductFile>();

  const keep = (answer: { files: AdminProductFile[] }) => queryClient.setQueryData(productQuery(productNo).queryKey, (current) => current && { ...current, files: answer.files });
  const refreshAudit = () => queryClient.invalidateQueries({ queryKey: auditKey });

  const upload = useMutation({
    mutationFn: ({ title, file }: { title: string; file: File }) => uploadDocument(productNo, title, file),
    onMutate: () => setProblem(undefined),
    onSuccess: (answer, { title }) => {
      keep(answer);
      form.current?.reset();
      showToast(`자료 ${withParticle(`'${title}'`, '을/를')} 올렸습니다.`, 'success');
    },
    onError: (error) => setProblem(failure(error, '자료를 올리지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refreshAudit,
  });
  const retitle = useMutation({
    mutationFn: ({ file, title }: { file: AdminProductFile; title: string }) => retitleDocument(productNo, file.fileId, title),
    onSuccess: (answer) => {
      keep(answer);
      showToast('자료 이름을 바꿨습니다.', 'success');
    },
    onError: (error) => showToast(failure(error, '자료 이름을 바꾸지 못했습니다.'), 'error'),
    onSettled: refreshAudit,
  });
  const remove = useMutation({
    mutationFn: (file: AdminProductFile) => deleteDocument(productNo, file.fileId),
    onSuccess: (answer) => {
      keep(answer);
      setDeleting(undefined);
      showToast('자료를 지웠습니다.', 'success');
    },
    onError: (error) => showToast(failure(error, '자료를 지우지 못했습니다.'), 'error'),
    onSettled: refreshAudit,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = productFileTitle.safeParse(new FormData(event.currentTarget).get('title'));
    const file = fileInput.current?.files?.[0];
    if (!title.success) return setProblem(title.error.issues[0]?.message);
    if (!file || file.size === 0) return setProblem('올릴 PDF 파일을 골라 주세요.');
    if (file.size > PRODUCT_FILE_MAX_BYTES) return setProblem(`자료는 한 파일에 ${MAX_MB}MB까지 올릴 수 있습니다.`);
    upload.mutate({ title: title.data, file });
  }

  const full = files.length >= PRODUCT_FILES_MAX;
  const busy = upload.isPending || retitle.isPending || remove.isPending;
  return (
    <>
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
          PDF만, 한 파일 {MAX_MB}MB, 상품당 {PRODUCT_FILES_MAX}개까지 (지금 {files.length}개). 상품 상세의 자료 다운로드에 이 이름으로 보입니다.
        </span>
      </form>
      <FormAlert message={problem} />
      {files.length > 0 ? (
        <DataTable caption="상품 자료" columns={['자료 이름', '파일', '크기', '올린 때', '']}>
          {files.map((file) => (
            <tr key={file.fileId}>
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
                      if (title !== file.title) retitle.mutate({ file, title });
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
                <Button variant="ghost" disabled={busy} onClick={() => setDeleting(file)}>
                  삭제<VisuallyHidden> ({file.title})</VisuallyHidden>
                </Button>
              </td>
            </tr>
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
