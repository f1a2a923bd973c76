import { type AdminFaqView, faqWriteRequest, type FaqWriteRequest } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { boardHtml } from '@/features/board';
import { FieldError } from '@/shared/form';
import consoleStyles from '../../ui/console.module.css';
import { ActionDialog, type ConsoleEditor, EditorForm, EditorGate, EditorHeader, editorNumber, PreviewPanel, useConsoleEditor, useEditorRemoval } from '../../ui/editor-frame';
import { draftSchedule, ScheduleBadge, ScheduleFields, scheduleInputOf, scheduleValuesOf, type ScheduleValues } from '../../ui/pieces/schedule';
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

const back = { to: '/board/faqs', label: '자주 묻는 질문 목록으로' };
const writeOfFaq = (values: FaqFormValues): FaqWriteRequest => ({ categoryCode: values.categoryCode, question: values.question, answer: values.answer, schedule: scheduleInputOf(values.schedule) });

/** 새 질문 (/board/faqs/new) or one question (/board/faqs/:faqNo). */
export function FaqEditPage() {
  const { faqNo = 'new' } = useParams();
  const number = editorNumber(faqNo);
  const faq = useQuery({ ...faqQuery(number), enabled: number > 0 });
  if (faqNo === 'new') return <FaqEditor initial={{ categoryCode: '', question: '', answer: '', schedule: draftSchedule() }} />;
  return (
    <EditorGate number={number} query={faq} title={`질문 ${faqNo}`} back={back} missing="질문을 찾을 수 없습니다." loading="질문을 불러오는 중">
      {(view) => <FaqEditor key={view.updatedAt} initial={{ categoryCode: view.categoryCode, question: view.question, answer: view.answer, schedule: scheduleValuesOf(view.schedule) }} view={view} />}
    </EditorGate>
  );
}

function FaqEditor({ initial, view }: { initial: FaqFormValues; view?: AdminFaqView }) {
  const editor = useConsoleEditor({
    initial,
    toBody: writeOfFaq,
    schema: faqWriteRequest,
    save: (body: FaqWriteRequest) => (view ? saveFaq(view.faqNo, body) : createFaq(body)),
    cacheKey: (saved) => faqQuery(saved.faqNo).queryKey,
    savedMessage: () => (view ? '질문을 저장했습니다.' : '질문을 만들었습니다. 분류의 맨 뒤에 놓였습니다.'),
    next: (saved) => (view ? undefined : `/board/faqs/${saved.faqNo}`),
    invalidate: [boardKey],
  });
  const removal = useEditorRemoval({ remove: () => deleteFaq(view!.faqNo), done: '질문을 지웠습니다.', leave: '/board/faqs', invalidate: [boardKey] });
  const { values, set, errors } = editor;
  return (
    <>
      <EditorHeader
        title={view ? view.question : '새 질문'}
        back={back}
        extras={view ? [<ScheduleBadge key="status" status={view.schedule.status} />] : []}
        action={view ? { label: '질문 지우기', onClick: removal.ask } : undefined}
      />
      <EditorForm label="자주 묻는 질문" className={styles.editor} editor={editor} submitLabel={view ? '저장' : '질문 저장'}>
        <fieldset className={consoleStyles.fieldset}>
          <legend>질문과 답변</legend>
          <CategoryField editor={editor} />
          <TextField label="질문" value={values.question} onChange={(question) => set('question', question)} error={errors.question} maxLength={200} />
          <RichTextField label="답변 (HTML)" value={values.answer} onChange={(answer) => set('answer', answer)} error={errors.answer} allow={boardHtml} hint="문단, 목록, 굵게, 쇼핑몰 안 링크만 남습니다. {showroom.hours}처럼 쇼룸 정보를 넣을 수 있습니다." rows={8} />
        </fieldset>
        <ScheduleFields values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} />
      </EditorForm>
      {view ? (
        <PreviewPanel
          heading="미리보기 (저장된 내용)"
          headingClassName={styles.panelTitle}
          bodyClassName={styles.panelBody}
          path={`/board/faq?category=${encodeURIComponent(view.categoryCode)}#faq-${view.faqNo}`}
          items={[{ kind: 'faq', id: view.faqNo }]}
          title={`질문 ${view.faqNo}`}
        />
      ) : null}
      {view ? (
        <ActionDialog action={removal} title="질문 지우기" confirmLabel="지우기">
          <p>‘{view.question}’ 질문을 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다.</p>
        </ActionDialog>
      ) : null}
    </>
  );
}

/** 분류: the board's categories, one to choose. */
function CategoryField({ editor }: { editor: ConsoleEditor<FaqFormValues> }) {
  const id = useId();
  const categories = useQuery(faqCategoriesQuery);
  const { values, set, errors } = editor;
  return (
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
  );
}
