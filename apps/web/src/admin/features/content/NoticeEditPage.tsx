import { type AdminNoticeView, noticeWriteRequest, type NoticeWriteRequest } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { boardHtml } from '@/features/board';
import consoleStyles from '../../ui/console.module.css';
import { ActionDialog, EditorForm, EditorGate, EditorHeader, editorNumber, PreviewPanel, useConsoleEditor, useEditorRemoval } from '../../ui/editor-frame';
import { draftSchedule, ScheduleBadge, ScheduleFields, scheduleInputOf, scheduleValuesOf, type ScheduleValues } from '../../ui/pieces/schedule';
import { boardKey, createNotice, deleteNotice, noticeQuery, saveNotice } from './content-api';
import styles from './content.module.css';
import { RichTextField } from './RichTextField';
import { TextField } from './TextField';

interface NoticeFormValues {
  title: string;
  content: string;
  pinned: boolean;
  schedule: ScheduleValues;
}

const BOARD_HINT = '문단(<p>), 목록(<ul>, <ol>, <li>), 굵게(<strong>), 쇼핑몰 안 링크만 남습니다.';
const back = { to: '/board', label: '공지사항 목록으로' };
const writeOfNotice = (values: NoticeFormValues): NoticeWriteRequest => ({ title: values.title, content: values.content, pinned: values.pinned, schedule: scheduleInputOf(values.schedule) });

/** 새 공지 (/board/notices/new) or one notice (/board/notices/:noticeNo). */
export function NoticeEditPage() {
  const { noticeNo = 'new' } = useParams();
  const number = editorNumber(noticeNo);
  const notice = useQuery({ ...noticeQuery(number), enabled: number > 0 });
  if (noticeNo === 'new') return <NoticeEditor initial={{ title: '', content: '', pinned: false, schedule: draftSchedule() }} />;
  return (
    <EditorGate number={number} query={notice} title={`공지 ${noticeNo}`} back={back} missing="공지사항을 찾을 수 없습니다." loading="공지사항을 불러오는 중">
      {(view) => <NoticeEditor key={view.updatedAt} initial={{ title: view.title, content: view.content, pinned: view.pinned, schedule: scheduleValuesOf(view.schedule) }} view={view} />}
    </EditorGate>
  );
}

function NoticeEditor({ initial, view }: { initial: NoticeFormValues; view?: AdminNoticeView }) {
  const editor = useConsoleEditor({
    initial,
    toBody: writeOfNotice,
    schema: noticeWriteRequest,
    save: (body: NoticeWriteRequest) => (view ? saveNotice(view.noticeNo, body) : createNotice(body)),
    cacheKey: (saved) => noticeQuery(saved.noticeNo).queryKey,
    savedMessage: (saved) => (saved.schedule.status === 'LIVE' ? '공지를 게시했습니다. 쇼핑몰 공지사항에 바로 보입니다.' : '공지를 저장했습니다.'),
    next: (saved) => (view ? undefined : `/board/notices/${saved.noticeNo}`),
    invalidate: [boardKey],
  });
  const removal = useEditorRemoval({ remove: () => deleteNotice(view!.noticeNo), done: '공지를 지웠습니다.', leave: '/board', invalidate: [boardKey] });
  const { values, set, errors } = editor;
  return (
    <>
      <EditorHeader
        title={view ? view.title : '새 공지'}
        back={back}
        extras={view ? [<ScheduleBadge key="status" status={view.schedule.status} />] : []}
        action={view ? { label: '공지 지우기', onClick: removal.ask } : undefined}
      />
      <EditorForm label="공지사항" className={styles.editor} editor={editor} submitLabel={view ? '저장' : '공지 저장'}>
        <fieldset className={consoleStyles.fieldset}>
          <legend>내용</legend>
          <TextField label="제목" value={values.title} onChange={(title) => set('title', title)} error={errors.title} maxLength={200} />
          <label className={styles.choice}>
            <input type="checkbox" checked={values.pinned} onChange={(event) => set('pinned', event.target.checked)} />
            상단 고정 (목록 맨 위에 ‘공지’ 표시로)
          </label>
          <RichTextField label="본문 (HTML)" value={values.content} onChange={(content) => set('content', content)} error={errors.content} allow={boardHtml} hint={BOARD_HINT} />
        </fieldset>
        <ScheduleFields values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} legend="게시 일정 (시작이 게시일로 보입니다)" />
      </EditorForm>
      {view ? (
        <PreviewPanel heading="미리보기 (저장된 내용)" headingClassName={styles.panelTitle} bodyClassName={styles.panelBody} path={`/board/notice/${view.noticeNo}`} items={[{ kind: 'notice', id: view.noticeNo }]} title={`공지 ${view.noticeNo}`} />
      ) : null}
      {view ? (
        <ActionDialog action={removal} title="공지 지우기" confirmLabel="지우기">
          <p>‘{view.title}’ 공지를 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다.</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
