import { type AdminHomeSectionView, homeSectionWriteRequest } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ActionDialog, EditorForm, EditorGate, EditorHeader, editorNumber, PreviewPanel, useConsoleEditor, useEditorRemoval } from '../../ui/editor-frame';
import { ScheduleBadge, ScheduleFields } from '../../ui/pieces/schedule';
import { createHomeSection, deleteHomeSection, homeKey, homeSectionQuery, saveHomeSection } from './content-api';
import styles from './content.module.css';
import { HomeSectionBodyEditor } from './HomeSectionBodyEditor';
import { emptyHomeSectionForm, formOfHomeSection, type HomeSectionFormValues, isHomeSectionKind, kindLabel, writeOfHomeSection } from './home-section-form';

const back = { to: '..', label: '홈 화면 영역 목록으로' };

/** 새 영역 (/home/new?kind=SHELF) or one section (/home/:sectionId). */
export function HomeSectionEditPage() {
  const { sectionId = 'new' } = useParams();
  const [params] = useSearchParams();
  const number = editorNumber(sectionId);
  const section = useQuery({ ...homeSectionQuery(number), enabled: number > 0 });
  if (sectionId === 'new') {
    const kind = params.get('kind');
    return <HomeSectionEditor key={kind} initial={emptyHomeSectionForm(isHomeSectionKind(kind) ? kind : 'SHELF')} />;
  }
  return (
    <EditorGate number={number} query={section} title={`홈 화면 영역 ${sectionId}`} back={back} missing="영역을 찾을 수 없습니다." loading="영역을 불러오는 중">
      {(view) => <HomeSectionEditor key={view.updatedAt} initial={formOfHomeSection(view)} view={view} />}
    </EditorGate>
  );
}

function HomeSectionEditor({ initial, view }: { initial: HomeSectionFormValues; view?: AdminHomeSectionView }) {
  const editor = useConsoleEditor({
    initial,
    toBody: writeOfHomeSection,
    schema: homeSectionWriteRequest,
    save: (body: ReturnType<typeof writeOfHomeSection>) => (view ? saveHomeSection(view.sectionId, body) : createHomeSection(body)),
    cacheKey: (saved) => homeSectionQuery(saved.sectionId).queryKey,
    savedMessage: () => (view ? '영역을 저장했습니다.' : '영역을 만들었습니다. 홈 화면 맨 아래에 놓였습니다.'),
    next: (saved) => (view ? undefined : `../${saved.sectionId}`),
    invalidate: [homeKey],
  });
  const removal = useEditorRemoval({ remove: () => deleteHomeSection(view!.sectionId), done: '영역을 지웠습니다.', leave: '..', invalidate: [homeKey] });
  const { values, setValues, set, errors } = editor;
  return (
    <>
      <EditorHeader
        title={view ? `${kindLabel(view.kind)} (영역 ${view.sectionId})` : `새 영역: ${kindLabel(values.kind)}`}
        back={back}
        extras={view ? [<ScheduleBadge key="status" status={view.schedule.status} />] : []}
        action={view ? { label: '영역 지우기', onClick: removal.ask } : undefined}
      />
      <EditorForm label="홈 화면 영역" className={styles.editor} editor={editor} submitLabel={view ? '저장' : '영역 만들기'}>
        <HomeSectionBodyEditor values={values} onChange={setValues} errors={errors} />
        <ScheduleFields values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} />
      </EditorForm>
      {view ? (
        <PreviewPanel heading="미리보기 (저장된 내용, 쇼핑몰 첫 화면)" headingClassName={styles.panelTitle} bodyClassName={styles.panelBody} path="/" items={[{ kind: 'home-section', id: view.sectionId }]} title={`홈 화면 영역 ${view.sectionId}`} />
      ) : null}
      {view ? (
        <ActionDialog action={removal} title="영역 지우기" confirmLabel="지우기">
          <p>이 영역을 홈 화면에서 지웁니다. 바로 사라지고 되돌릴 수 없습니다. 지운 내용은 감사 로그에 남습니다.</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
