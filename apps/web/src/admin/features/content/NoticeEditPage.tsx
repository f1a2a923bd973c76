import { type AdminNoticeView, noticeWriteRequest, type NoticeWriteRequest } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { boardHtml } from '@/features/board';
import { FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import consoleStyles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/PageHeader';
import { PreviewFrames } from '../../ui/PreviewFrames';
import { QueryFailure } from '../../ui/QueryFailure';
import { draftSchedule, issuesByPath, ScheduleBadge, ScheduleFields, scheduleInputOf, scheduleValuesOf, type ScheduleValues } from '../../ui/schedule';
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

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);
const BOARD_HINT = '문단(<p>), 목록(<ul>, <ol>, <li>), 굵게(<strong>), 쇼핑몰 안 링크만 남습니다.';

/** 새 공지 (/board/notices/new) or one notice (/board/notices/:noticeNo). */
export function NoticeEditPage() {
  const { noticeNo = 'new' } = useParams();
  const number = /^\d{1,10}$/.test(noticeNo) ? Number(noticeNo) : 0;
  const notice = useQuery({ ...noticeQuery(number), enabled: number > 0 });
  if (noticeNo === 'new') return <NoticeEditor initial={{ title: '', content: '', pinned: false, schedule: draftSchedule() }} />;
  if (number === 0 || notice.isError)
    return (
      <>
        <PageHeader title={`공지 ${noticeNo}`} description={<Link to="/board">공지사항 목록으로</Link>} />
        {notice.isError ? <QueryFailure error={notice.error} retry={() => void notice.refetch()} /> : <p className={consoleStyles.empty}>공지사항을 찾을 수 없습니다.</p>}
      </>
    );
  if (notice.isPending) return <Spinner label="공지사항을 불러오는 중" />;
  const { title, content, pinned, schedule } = notice.data;
  return <NoticeEditor key={notice.data.updatedAt} initial={{ title, content, pinned, schedule: scheduleValuesOf(schedule) }} view={notice.data} />;
}

function NoticeEditor({ initial, view }: { initial: NoticeFormValues; view?: AdminNoticeView }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const set = <Key extends keyof NoticeFormValues>(key: Key, value: NoticeFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: boardKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);

  const save = useMutation({
    mutationFn: (body: NoticeWriteRequest) => (view ? saveNotice(view.noticeNo, body) : createNotice(body)),
    onSuccess: (saved) => {
      queryClient.setQueryData(noticeQuery(saved.noticeNo).queryKey, saved);
      showToast(saved.schedule.status === 'LIVE' ? '공지를 게시했습니다. 쇼핑몰 공지사항에 바로 보입니다.' : '공지를 저장했습니다.', 'success');
      if (!view) void navigate(`/board/notices/${saved.noticeNo}`);
    },
    onError: (error) => setProblem(failed(error, '저장하지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteNotice(view!.noticeNo),
    onSuccess: () => {
      showToast('공지를 지웠습니다.', 'success');
      void navigate('/board');
    },
    onError: (error) => {
      setDeleting(false);
      showToast(failed(error, '지우지 못했습니다.'), 'error');
    },
    onSettled: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const body: NoticeWriteRequest = { title: values.title, content: values.content, pinned: values.pinned, schedule: scheduleInputOf(values.schedule) };
    const checked = noticeWriteRequest.safeParse(body);
    const found = checked.success ? {} : issuesByPath(checked.error.issues);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('고칠 곳이 있습니다. 표시된 칸을 확인해 주세요.');
      return;
    }
    save.mutate(body);
  };

  return (
    <>
      <PageHeader
        title={view ? view.title : '새 공지'}
        description={
          <>
            <Link to="/board">공지사항 목록으로</Link>
            {view ? (
              <>
                {' · '}
                <ScheduleBadge status={view.schedule.status} />
              </>
            ) : null}
          </>
        }
        actions={
          view ? (
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              공지 지우기
            </Button>
          ) : null
        }
      />
      <form className={styles.editor} onSubmit={submit} noValidate aria-label="공지사항">
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
        <FormAlert message={problem} />
        <div className={consoleStyles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            {view ? '저장' : '공지 저장'}
          </Button>
        </div>
      </form>
      {view ? (
        <section className={consoleStyles.panel} aria-labelledby={`${id}-preview`}>
          <div className={styles.panelBody}>
            <h2 id={`${id}-preview`} className={styles.panelTitle}>
              미리보기 (저장된 내용)
            </h2>
            <PreviewFrames path={`/board/notice/${view.noticeNo}`} items={[{ kind: 'notice', id: view.noticeNo }]} title={`공지 ${view.noticeNo}`} />
          </div>
        </section>
      ) : null}
      {deleting && view ? (
        <ConfirmDialog title="공지 지우기" confirmLabel="지우기" pending={remove.isPending} onCancel={() => setDeleting(false)} onConfirm={() => remove.mutate()}>
          <p>‘{view.title}’ 공지를 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
