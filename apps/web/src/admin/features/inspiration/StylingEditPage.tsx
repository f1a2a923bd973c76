import { type AdminStylingView, STYLING_SPACES, STYLING_STYLES, stylingSpaceNames, stylingStyleNames, stylingWrite } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { ActionDialog, type ConsoleEditor, DraftField, EditorForm, EditorGate, EditorHeader, editorNumber, type FieldErrors, PreviewPanel, useConsoleEditor, useEditorRemoval } from '../../ui/editor-frame';
import { HotspotEditor } from './HotspotEditor';
import { ImageUpload } from './ImageUpload';
import { createStyling, deleteStyling, saveStyling, stylingKey, stylingQuery } from './inspiration-api';
import { ScheduleBadge } from './ScheduleBadge';
import { ScheduleFields } from '../../ui/pieces/schedule';
import { emptyStylingForm, formOfStyling, type StylingFormValues, writeOfStyling } from './styling-form';
import styles from './inspiration.module.css';

const back = { to: '..', label: '스타일링 목록으로' };
const listKey = [...stylingKey, 'list'];
const fieldClasses = { field: styles.field, hint: styles.muted };

/** What the schema cannot see: every tag needs its product, and the room its photo. */
function checkRoom(values: StylingFormValues, found: FieldErrors) {
  values.hotspots.forEach((hotspot, index) => {
    if (!hotspot.product) found[`hotspots.${index}.productNo`] = `상품 태그 ${index + 1}에 넣을 상품을 골라 주세요.`;
  });
  if (!values.photo) found.photoImageId = '스타일링 사진을 올려 주세요.';
  return undefined;
}

/** 새 스타일링 (/styling/new) or one room (/styling/:stylingNo): its photo and tags, words, schedule and preview. */
export function StylingEditPage() {
  const { stylingNo = 'new' } = useParams();
  const number = editorNumber(stylingNo);
  const room = useQuery({ ...stylingQuery(number), enabled: number > 0 });
  if (stylingNo === 'new') return <StylingEditor initial={emptyStylingForm()} />;
  return (
    <EditorGate number={number} query={room} title={`스타일링 ${stylingNo}`} back={back} missing="스타일링을 찾을 수 없습니다." loading="스타일링을 불러오는 중">
      {(view) => <StylingEditor key={view.updatedAt} initial={formOfStyling(view)} view={view} />}
    </EditorGate>
  );
}

function StylingEditor({ initial, view }: { initial: StylingFormValues; view?: AdminStylingView }) {
  const editor = useConsoleEditor({
    initial,
    toBody: writeOfStyling,
    schema: stylingWrite,
    check: checkRoom,
    save: (body: ReturnType<typeof writeOfStyling>) => (view ? saveStyling(view.stylingNo, body) : createStyling(body)),
    cacheKey: (saved) => stylingQuery(saved.stylingNo).queryKey,
    savedMessage: () => (view ? '스타일링을 저장했습니다.' : '스타일링을 만들었습니다.'),
    next: (saved) => (view ? undefined : `../${saved.stylingNo}`),
    invalidate: [listKey],
  });
  const removal = useEditorRemoval({ remove: () => deleteStyling(view!.stylingNo), done: '스타일링을 지웠습니다.', leave: '..', invalidate: [listKey] });
  const shopLink = view ? (
    <a key="shop" href={`/styling/${view.stylingNo}`} target="_blank" rel="noreferrer">
      쇼핑몰에서 보기 (새 창)
    </a>
  ) : null;
  return (
    <>
      <EditorHeader
        title={view ? view.title : '새 스타일링'}
        back={back}
        extras={view ? [<ScheduleBadge key="status" status={view.schedule.status} />, shopLink] : []}
        action={view ? { label: '스타일링 지우기', onClick: removal.ask } : undefined}
      />
      <StylingForm editor={editor} view={view} />
      {view ? <PreviewPanel heading="미리보기 (저장된 내용)" headingClassName={styles.sectionTitle} path={`/styling/${view.stylingNo}`} items={[{ kind: 'styling', id: view.stylingNo }]} title={`스타일링 ${view.stylingNo}`} /> : null}
      {view ? (
        <ActionDialog action={removal} title="스타일링 지우기" confirmLabel="지우기">
          <p>‘{view.title}’ 스타일링과 올린 사진을 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다.</p>
        </ActionDialog>
      ) : null}
    </>
  );
}

function StylingForm({ editor, view }: { editor: ConsoleEditor<StylingFormValues>; view: AdminStylingView | undefined }) {
  const { values, set, setValues, errors } = editor;
  const text = (key: 'title' | 'summary' | 'description' | 'photoCaption', label: string, options: { maxLength: number; rows?: number; hint?: string }) => (
    <DraftField label={label} value={values[key]} onChange={(value) => set(key, value)} error={errors[key]} classes={fieldClasses} {...options} />
  );
  return (
    <EditorForm label="스타일링 정보" className={styles.editor} editor={editor} submitLabel={view ? '저장' : '스타일링 만들기'}>
      <fieldset className={styles.fieldset}>
        <legend>기본 정보</legend>
        {text('title', '제목', { maxLength: 200 })}
        {text('summary', '요약', { maxLength: 500, rows: 2, hint: '목록 카드에 보이는 한 문장' })}
        <RoomChoices editor={editor} />
        {text('description', '설명', { maxLength: 5_000, rows: 5, hint: '빈 줄로 문단을 나눕니다. 글자 그대로 보입니다 (HTML 없음).' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>사진</legend>
        <ImageUpload
          section="styling"
          label={values.photo ? '다른 사진 올리기' : '사진 올리기'}
          error={errors.photoImageId}
          onUploaded={(image) => setValues((current) => ({ ...current, photoImageId: image.imageId, photo: { url: image.url, width: image.width, height: image.height } }))}
        />
        {text('photoCaption', '사진 설명', { maxLength: 200 })}
        {view && view.otherPhotos > 0 ? <p className={styles.muted}>이 스타일링의 다른 사진 {view.otherPhotos}장과 그 상품 태그는 그대로 둡니다.</p> : null}
      </fieldset>
      {values.photo ? <HotspotEditor photo={values.photo} hotspots={values.hotspots} onChange={(hotspots) => set('hotspots', hotspots)} errors={errors} /> : <p className={styles.muted}>사진을 올리면 상품 태그를 놓을 수 있습니다.</p>}
      <ScheduleFields legend="게시" values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} required={false} />
    </EditorForm>
  );
}

/** 공간 and 스타일, the room's two filters in the shop. */
function RoomChoices({ editor }: { editor: ConsoleEditor<StylingFormValues> }) {
  const id = useId();
  const { values, set } = editor;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-space`}>공간</label>
        <select id={`${id}-space`} value={values.space} onChange={(event) => set('space', event.target.value as StylingFormValues['space'])}>
          {STYLING_SPACES.map((space) => (
            <option key={space} value={space}>
              {stylingSpaceNames[space]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-style`}>스타일</label>
        <select id={`${id}-style`} value={values.style} onChange={(event) => set('style', event.target.value as StylingFormValues['style'])}>
          {STYLING_STYLES.map((style) => (
            <option key={style} value={style}>
              {stylingStyleNames[style]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
