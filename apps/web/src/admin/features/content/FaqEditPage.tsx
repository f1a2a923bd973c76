import { type AdminFaqView, faqWriteRequest, type FaqWriteRequest } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { boardHtml } from '@/features/board';
import { FieldError, FormAlert } from '@/shared/form';
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
import { boardKey, createFaq, deleteFaq, faqCategoriesQuery, faqQuery, saveFaq } from './content-api';
import styles from './content.module.css';
import { RichTextField } from './RichTextField';
import { TextField } from './TextField';

interface FaqFormValues {
  categoryCode: string;
  question: string;
  answer: string;
  schedule: ScheduleValues;
}

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** 새 질문 (/board/faqs/new) or one question (/board/faqs/:faqNo). */
export function FaqEditPage() {
  const { faqNo = 'new' } = useParams();
  const number = /^\d{1,10}$/.test(faqNo) ? Number(faqNo) : 0;
  const faq = useQuery({ ...faqQuery(number), enabled: number > 0 });
  if (faqNo === 'new') return <FaqEditor initial={{ categoryCode: '', question: '', answer: '', schedule: draftSchedule() }} />;
  if (number === 0 || faq.isError)
    return (
      <>
        <PageHeader title={`질문 ${faqNo}`} description={<Link to="/board/faqs">자주 묻는 질문 목록으로</Link>} />
        {faq.isError ? <QueryFailure error={faq.error} retry={() => void faq.refetch()} /> : <p className={consoleStyles.empty}>질문을 찾을 수 없습니다.</p>}
      </>
    );
  if (faq.isPending) return <Spinner label="질문을 불러오는 중" />;
  const { categoryCode, question, answer, schedule } = faq.data;
  return <FaqEditor key={faq.data.updatedAt} initial={{ categoryCode, question, answer, schedule: scheduleValuesOf(schedule) }} view={faq.data} />;
}

function FaqEditor({ initial, view }: { initial: FaqFormValues; view?: AdminFaqView }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const categories = useQuery(faqCategoriesQuery);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const set = <Key extends keyof FaqFormValues>(key: Key, value: FaqFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: boardKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);

  const save = useMutation({
    mutationFn: (body: FaqWriteRequest) => (view ? saveFaq(view.faqNo, body) : createFaq(body)),
    onSuccess: (saved) => {
      queryClient.setQueryData(faqQuery(saved.faqNo).queryKey, saved);
      showToast(view ? '질문을 저장했습니다.' : '질문을 만들었습니다. 분류의 맨 뒤에 놓였습니다.', 'success');
      if (!view) void navigate(`/board/faqs/${saved.faqNo}`);
    },
    onError: (error) => setProblem(failed(error, '저장하지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteFaq(view!.faqNo),
    onSuccess: () => {
      showToast('질문을 지웠습니다.', 'success');
      void navigate('/board/faqs');
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
    const body: FaqWriteRequest = { categoryCode: values.categoryCode, question: values.question, answer: values.answer, schedule: scheduleInputOf(values.schedule) };
    const checked = faqWriteRequest.safeParse(body);
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
        title={view ? view.question : '새 질문'}
        description={
          <>
            <Link to="/board/faqs">자주 묻는 질문 목록으로</Link>
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
              질문 지우기
            </Button>
          ) : null
        }
      />
      <form className={styles.editor} onSubmit={submit} noValidate aria-label="자주 묻는 질문">
        <fieldset className={consoleStyles.fieldset}>
          <legend>질문과 답변</legend>
          <div className={consoleStyles.field}>
            <label htmlFor={`${id}-category`}>분류</label>
            <select
              id={`${id}-category`}
              value={values.categoryCode}
              onChange={(event) => set('categoryCode', event.target.value)}
              aria-invalid={errors.categoryCode ? true : undefined}
              aria-describedby={errors.categoryCode ? `${id}-category-error` : undefined}
            >
              <option value="">선택해 주세요</option>
              {(categories.data?.list ?? []).map((category) => (
                <option key={category.code} value={category.code}>
                  {category.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-category-error`} message={errors.categoryCode} />
          </div>
          <TextField label="질문" value={values.question} onChange={(question) => set('question', question)} error={errors.question} maxLength={200} />
          <RichTextField label="답변 (HTML)" value={values.answer} onChange={(answer) => set('answer', answer)} error={errors.answer} allow={boardHtml} hint="문단, 목록, 굵게, 쇼핑몰 안 링크만 남습니다. {showroom.hours}처럼 쇼룸 정보를 넣을 수 있습니다." rows={8} />
        </fieldset>
        <ScheduleFields values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} />
        <FormAlert message={problem} />
        <div className={consoleStyles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            {view ? '저장' : '질문 저장'}
          </Button>
        </div>
      </form>
      {view ? (
        <section className={consoleStyles.panel} aria-labelledby={`${id}-preview`}>
          <div className={styles.panelBody}>
            <h2 id={`${id}-preview`} className={styles.panelTitle}>
              미리보기 (저장된 내용)
            </h2>
            <PreviewFrames path={`/board/faq?category=${encodeURIComponent(view.categoryCode)}#faq-${view.faqNo}`} items={[{ kind: 'faq', id: view.faqNo }]} title={`질문 ${view.faqNo}`} />
          </div>
        </section>
      ) : null}
      {deleting && view ? (
        <ConfirmDialog title="질문 지우기" confirmLabel="지우기" pending={remove.isPending} onCancel={() => setDeleting(false)} onConfirm={() => remove.mutate()}>
          <p>‘{view.question}’ 질문을 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
