import { type AdminExhibitionView, exhibitionWrite } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ActionDialog, type ConsoleEditor, DraftField, EditorForm, EditorGate, EditorHeader, editorNumber, PreviewPanel, useConsoleEditor, useEditorRemoval } from '../../ui/editor-frame';
import { BlockEditor } from './BlockEditor';
import { emptyExhibitionForm, type ExhibitionFormValues, formOfExhibition, writeOfExhibition } from './exhibition-form';
import { ImageUpload } from './ImageUpload';
import { createExhibition, deleteExhibition, exhibitionQuery, exhibitionsKey, saveExhibition } from './inspiration-api';
import { ScheduleBadge } from './ScheduleBadge';
import { ScheduleFields } from '../../ui/pieces/schedule';
import styles from './inspiration.module.css';

const back = { to: '..', label: '기획전 목록으로' };
const listKey = [...exhibitionsKey, 'list'];
const fieldClasses = { field: styles.field, hint: styles.muted };

/** 새 기획전 (/exhibitions/new) or one exhibition (/exhibitions/:exhibitionNo): its fields, blocks, schedule and preview. */
export function ExhibitionEditPage() {
  const { exhibitionNo = 'new' } = useParams();
  const number = editorNumber(exhibitionNo);
  const exhibition = useQuery({ ...exhibitionQuery(number), enabled: number > 0 });
  if (exhibitionNo === 'new') return <ExhibitionEditor initial={emptyExhibitionForm()} />;
  // Keyed by the saved version: after a save the form starts again from what the server kept.
  return (
    <EditorGate number={number} query={exhibition} title={`기획전 ${exhibitionNo}`} back={back} missing="기획전을 찾을 수 없습니다." loading="기획전을 불러오는 중">
      {(view) => <ExhibitionEditor key={view.updatedAt} initial={formOfExhibition(view)} view={view} />}
    </EditorGate>
  );
}

function ExhibitionEditor({ initial, view }: { initial: ExhibitionFormValues; view?: AdminExhibitionView }) {
  const editor = useConsoleEditor({
    initial,
    toBody: writeOfExhibition,
    schema: exhibitionWrite,
    check: (values, found) => {
      if (!view && values.coverImageId === null) found.coverImageId = '표지 사진을 올려 주세요.';
      return undefined;
    },
    save: (body: ReturnType<typeof writeOfExhibition>) => (view ? saveExhibition(view.exhibitionNo, body) : createExhibition(body)),
    cacheKey: (saved) => exhibitionQuery(saved.exhibitionNo).queryKey,
    savedMessage: () => (view ? '기획전을 저장했습니다.' : '기획전을 만들었습니다.'),
    next: (saved) => (view ? undefined : `../${saved.exhibitionNo}`),
    invalidate: [listKey],
  });
  const removal = useEditorRemoval({ remove: () => deleteExhibition(view!.exhibitionNo), done: '기획전을 지웠습니다.', leave: '..', invalidate: [listKey] });
  const shopLink = view ? (
    <a key="shop" href={`/exhibition/${view.exhibitionNo}`} target="_blank" rel="noreferrer">
      쇼핑몰에서 보기 (새 창)
    </a>
  ) : null;
  return (
    <>
      <EditorHeader
        title={view ? view.title : '새 기획전'}
        back={back}
        extras={view ? [<ScheduleBadge key="status" status={view.schedule.status} />, shopLink] : []}
        action={view ? { label: '기획전 지우기', onClick: removal.ask } : undefined}
      />
      <ExhibitionForm editor={editor} isNew={!view} />
      {view ? <PreviewPanel heading="미리보기 (저장된 내용)" headingClassName={styles.sectionTitle} path={`/exhibition/${view.exhibitionNo}`} items={[{ kind: 'exhibition', id: view.exhibitionNo }]} title={`기획전 ${view.exhibitionNo}`} /> : null}
      {view ? (
        <ActionDialog action={removal} title="기획전 지우기" confirmLabel="지우기">
          <p>‘{view.title}’ 기획전과 올린 사진을 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다.</p>
        </ActionDialog>
      ) : null}
    </>
  );
}

function ExhibitionForm({ editor, isNew }: { editor: ConsoleEditor<ExhibitionFormValues>; isNew: boolean }) {
  const { values, set, setValues, errors } = editor;
  const field = (key: 'title' | 'summary' | 'coverAlt', label: string, options: { maxLength: number; multiline?: boolean; hint?: string }) => (
    <DraftField label={label} value={values[key]} onChange={(value) => set(key, value)} error={errors[key]} classes={fieldClasses} maxLength={options.maxLength} rows={options.multiline ? 3 : undefined} hint={options.hint} />
  );
  return (
    <EditorForm label="기획전 정보" className={styles.editor} editor={editor} submitLabel={isNew ? '기획전 만들기' : '저장'}>
      <fieldset className={styles.fieldset}>
        <legend>기본 정보</legend>
        {field('title', '제목', { maxLength: 200 })}
        {field('summary', '요약', { maxLength: 500, multiline: true, hint: '목록 카드와 검색 결과에 보이는 한두 문장' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>표지</legend>
        {values.coverUrl ? <img src={values.coverUrl} alt="" className={styles.cover} width={320} height={168} /> : null}
        <ImageUpload section="exhibitions" label={values.coverUrl ? '다른 표지 사진 올리기' : '표지 사진 올리기'} error={errors.coverImageId} onUploaded={(image) => setValues((current) => ({ ...current, coverImageId: image.imageId, coverUrl: image.url }))} />
        {field('coverAlt', '표지 대체 텍스트', { maxLength: 300 })}
      </fieldset>
      <ScheduleFields legend="기간과 게시" values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} required />
      <BlockEditor blocks={values.blocks} onChange={(blocks) => set('blocks', blocks)} errors={errors} />
    </EditorForm>
  );
}
