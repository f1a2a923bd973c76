import { type AdminHomeSectionView, homeSectionWriteRequest } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
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
import { issuesByPath, ScheduleBadge, ScheduleFields } from '../../ui/schedule';
import { createHomeSection, deleteHomeSection, homeKey, homeSectionQuery, saveHomeSection } from './content-api';
import styles from './content.module.css';
import { HomeSectionBodyEditor } from './HomeSectionBodyEditor';
import { emptyHomeSectionForm, formOfHomeSection, type HomeSectionFormValues, isHomeSectionKind, kindLabel, writeOfHomeSection } from './home-section-form';

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** 새 영역 (/home/new?kind=SHELF) or one section (/home/:sectionId). */
export function HomeSectionEditPage() {
  const { sectionId = 'new' } = useParams();
  const [params] = useSearchParams();
  const number = /^\d{1,10}$/.test(sectionId) ? Number(sectionId) : 0;
  const section = useQuery({ ...homeSectionQuery(number), enabled: number > 0 });
  if (sectionId === 'new') {
    const kind = params.get('kind');
    return <HomeSectionEditor key={kind} initial={emptyHomeSectionForm(isHomeSectionKind(kind) ? kind : 'SHELF')} />;
  }
  if (number === 0 || section.isError)
    return (
      <>
        <PageHeader title={`홈 화면 영역 ${sectionId}`} description={<Link to="..">홈 화면 영역 목록으로</Link>} />
        {section.isError ? <QueryFailure error={section.error} retry={() => void section.refetch()} /> : <p className={consoleStyles.empty}>영역을 찾을 수 없습니다.</p>}
      </>
    );
  if (section.isPending) return <Spinner label="영역을 불러오는 중" />;
  return <HomeSectionEditor key={section.data.updatedAt} initial={formOfHomeSection(section.data)} view={section.data} />;
}

function HomeSectionEditor({ initial, view }: { initial: HomeSectionFormValues; view?: AdminHomeSectionView }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: homeKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof writeOfHomeSection>) => (view ? saveHomeSection(view.sectionId, body) : createHomeSection(body)),
    onSuccess: (saved) => {
      queryClient.setQueryData(homeSectionQuery(saved.sectionId).queryKey, saved);
      showToast(view ? '영역을 저장했습니다.' : '영역을 만들었습니다. 홈 화면 맨 아래에 놓였습니다.', 'success');
      if (!view) void navigate(`../${saved.sectionId}`, { relative: 'path' });
    },
    onError: (error) => setProblem(failed(error, '저장하지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteHomeSection(view!.sectionId),
    onSuccess: () => {
      showToast('영역을 지웠습니다.', 'success');
      void navigate('..', { relative: 'path' });
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
    const body = writeOfHomeSection(values);
    const checked = homeSectionWriteRequest.safeParse(body);
    const found = checked.success ? {} : issuesByPath(checked.error.issues);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('고칠 곳이 있습니다. 표시된 칸을 확인해 주세요.');
      return;
    }
    save.mutate(body);
  };

  const title = view ? `${kindLabel(view.kind)} (영역 ${view.sectionId})` : `새 영역: ${kindLabel(values.kind)}`;
  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            <Link to="..">홈 화면 영역 목록으로</Link>
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
              영역 지우기
            </Button>
          ) : null
        }
      />
      <form className={styles.editor} onSubmit={submit} noValidate aria-label="홈 화면 영역">
        <HomeSectionBodyEditor values={values} onChange={setValues} errors={errors} />
        <ScheduleFields values={values.schedule} onChange={(schedule) => setValues((current) => ({ ...current, schedule }))} errors={errors} />
        <FormAlert message={problem} />
        <div className={consoleStyles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            {view ? '저장' : '영역 만들기'}
          </Button>
        </div>
      </form>
      {view ? (
        <section className={consoleStyles.panel} aria-labelledby={`${id}-preview`}>
          <div className={styles.panelBody}>
            <h2 id={`${id}-preview`} className={styles.panelTitle}>
              미리보기 (저장된 내용, 쇼핑몰 첫 화면)
            </h2>
            <PreviewFrames path="/" items={[{ kind: 'home-section', id: view.sectionId }]} title={`홈 화면 영역 ${view.sectionId}`} />
          </div>
        </section>
      ) : null}
      {deleting && view ? (
        <ConfirmDialog title="영역 지우기" confirmLabel="지우기" pending={remove.isPending} onCancel={() => setDeleting(false)} onConfirm={() => remove.mutate()}>
          <p>이 영역을 홈 화면에서 지웁니다. 바로 사라지고 되돌릴 수 없습니다. 지운 내용은 감사 로그에 남습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
