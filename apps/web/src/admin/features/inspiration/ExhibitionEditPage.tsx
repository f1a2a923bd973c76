import { type AdminExhibitionView, exhibitionWrite } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FieldError, FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { PreviewFrames } from '../../ui/PreviewFrames';
import { QueryFailure } from '../../ui/QueryFailure';
import consoleStyles from '../../ui/console.module.css';
import { BlockEditor } from './BlockEditor';
import { emptyExhibitionForm, type ExhibitionFormValues, formOfExhibition, writeOfExhibition } from './exhibition-form';
import { ImageUpload } from './ImageUpload';
import { createExhibition, deleteExhibition, exhibitionQuery, exhibitionsKey, saveExhibition } from './inspiration-api';
import { ScheduleBadge } from './ScheduleBadge';
import { ScheduleFields } from './ScheduleFields';
import { issuesByPath } from './schedule-values';
import styles from './inspiration.module.css';

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** 새 기획전 (/exhibitions/new) or one exhibition (/exhibitions/:exhibitionNo): its fields, blocks, schedule and preview. */
export function ExhibitionEditPage() {
  const { exhibitionNo = 'new' } = useParams();
  const number = /^\d{1,10}$/.test(exhibitionNo) ? Number(exhibitionNo) : 0;
  const exhibition = useQuery({ ...exhibitionQuery(number), enabled: number > 0 });
  if (exhibitionNo === 'new') return <ExhibitionEditor initial={emptyExhibitionForm()} />;
  return number === 0 ? (
    <>
      <PageHeader title={`기획전 ${exhibitionNo}`} description={<Link to="..">기획전 목록으로</Link>} />
      <p className={consoleStyles.empty}>기획전을 찾을 수 없습니다.</p>
    </>
  ) : exhibition.isPending ? (
    <Spinner label="기획전을 불러오는 중" />
  ) : exhibition.isError ? (
    <>
      <PageHeader title={`기획전 ${exhibitionNo}`} description={<Link to="..">기획전 목록으로</Link>} />
      <QueryFailure error={exhibition.error} retry={() => void exhibition.refetch()} />
    </>
  ) : (
    // Keyed by the saved version: after a save the form starts again from what the server kept.
    <ExhibitionEditor key={exhibition.data.updatedAt} initial={formOfExhibition(exhibition.data)} view={exhibition.data} />
  );
}

function ExhibitionEditor({ initial, view }: { initial: ExhibitionFormValues; view?: AdminExhibitionView }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const set = <Key extends keyof ExhibitionFormValues>(key: Key, value: ExhibitionFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: [...exhibitionsKey, 'list'] }), queryClient.invalidateQueries({ queryKey: auditKey })]);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof writeOfExhibition>) => (view ? saveExhibition(view.exhibitionNo, body) : createExhibition(body)),
    onSuccess: (saved) => {
      queryClient.setQueryData(exhibitionQuery(saved.exhibitionNo).queryKey, saved);
      showToast(view ? '기획전을 저장했습니다.' : '기획전을 만들었습니다.', 'success');
      if (!view) void navigate(`../${saved.exhibitionNo}`, { relative: 'path' });
    },
    onError: (error) => setProblem(failed(error, '저장하지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: () => deleteExhibition(view!.exhibitionNo),
    onSuccess: () => {
      showToast('기획전을 지웠습니다.', 'success');
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
    const body = writeOfExhibition(values);
    const checked = exhibitionWrite.safeParse(body);
    const found = checked.success ? {} : issuesByPath(checked.error.issues);
    if (!view && values.coverImageId === null) found.coverImageId = '표지 사진을 올려 주세요.';
    setErrors(found);
    if (Object.keys(found).length) {
      setProblem('고칠 곳이 있습니다. 표시된 칸을 확인해 주세요.');
      return;
    }
    save.mutate(body);
  };

  const title = view ? view.title : '새 기획전';
  const field = (key: 'title' | 'summary' | 'coverAlt', label: string, options: { maxLength: number; multiline?: boolean; hint?: string }) => {
    const fieldId = `${id}-${key}`;
    const error = errors[key];
    const describedBy = [options.hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = { id: fieldId, value: values[key], maxLength: options.maxLength, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{label}</label>
        {options.multiline ? <textarea {...common} rows={3} onChange={(event) => set(key, event.target.value)} /> : <input {...common} autoComplete="off" onChange={(event) => set(key, event.target.value)} />}
        {options.hint ? (
          <span id={`${fieldId}-hint`} className={styles.muted}>
            {options.hint}
          </span>
        ) : null}
        <FieldError id={`${fieldId}-error`} message={error} />
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            <Link to="..">기획전 목록으로</Link>
            {view ? (
              <>
                {' · '}
                <ScheduleBadge status={view.schedule.status} />
                {' · '}
                <a href={`/exhibition/${view.exhibitionNo}`} target="_blank" rel="noreferrer">
                  쇼핑몰에서 보기 (새 창)
                </a>
              </>
            ) : null}
          </>
        }
        actions={
          view ? (
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              기획전 지우기
            </Button>
          ) : null
        }
      />
      <form className={styles.editor} onSubmit={submit} noValidate aria-label="기획전 정보">
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
        <FormAlert message={problem} />
        <div className={consoleStyles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            {view ? '저장' : '기획전 만들기'}
          </Button>
        </div>
      </form>
      {view ? (
        <section className={consoleStyles.panel} aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className={styles.sectionTitle}>
            미리보기 (저장된 내용)
          </h2>
          <PreviewFrames path={`/exhibition/${view.exhibitionNo}`} items={[{ kind: 'exhibition', id: view.exhibitionNo }]} title={`기획전 ${view.exhibitionNo}`} />
        </section>
      ) : null}
      {deleting && view ? (
        <ConfirmDialog title="기획전 지우기" confirmLabel="지우기" pending={remove.isPending} onCancel={() => setDeleting(false)} onConfirm={() => remove.mutate()}>
          <p>‘{view.title}’ 기획전과 올린 사진을 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
