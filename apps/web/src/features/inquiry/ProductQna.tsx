import { INQUIRY_LIMITS, inquiryStatusLabels, plainTextProblem, SECRET_PLACEHOLDER, type ProductQuestionView } from '@maru/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated, useNearViewport } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { Button } from '@/shared/ui';
import { askQuestion, fetchProductQna, inquiryKeys } from './inquiry-api';
import { TextCounter } from './TextCounter';
import styles from './inquiry.module.css';
import { FormAlert } from '@/shared/form';

const formatDay = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });

function Question({ question }: { question: ProductQuestionView }) {
  return (
    <li className={styles.item}>
      <span className={styles.itemHead}>
        <span className={`${styles.status} ${question.status === 'ANSWERED' ? styles.answered : ''}`}>{inquiryStatusLabels[question.status]}</span>
        {question.secret ? <span className={styles.muted}>비밀글</span> : null}
        <span className={styles.muted}>
          {question.author} · {formatDay(question.createdAt)}
        </span>
      </span>
      {/* Text, never HTML: React escapes it. */}
      <p className={question.locked ? styles.muted : styles.text}>{question.locked ? SECRET_PLACEHOLDER : question.text}</p>
      {question.answer ? (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>마루 답변</p>
          <p className={styles.text}>{question.answer.text}</p>
        </div>
      ) : null}
    </li>
  );
}

function AskForm({ productNo, onAsked }: { productNo: number; onAsked: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [secret, setSecret] = useState(false);
  const [problem, setProblem] = useState<string>();
  const ask = useMutation({
    mutationFn: () => askQuestion({ productNo, text, secret }),
    onSuccess: () => {
      setText('');
      setSecret(false);
      onAsked();
    },
    onError: (error) => setProblem(error.message || '잠시 후 다시 시도해 주세요.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = plainTextProblem(text, INQUIRY_LIMITS.question, '문의 내용');
    setProblem(found);
    if (!found) ask.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>상품 문의</label>
        <textarea id={`${id}-text`} value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${id}-count`} placeholder="상품에 대해 궁금한 점을 적어 주세요." />
        <TextCounter id={`${id}-count`} text={text} max={INQUIRY_LIMITS.question.max} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={secret} onChange={(event) => setSecret(event.target.checked)} /> 비밀글로 문의하기
      </label>
      <FormAlert message={problem} />
      <div className={styles.actions}>
        <Button type="submit" disabled={ask.isPending}>
          문의 등록
        </Button>
      </div>
    </form>
  );
}

/**
 * 상품 문의 on the product page. Loaded in the browser only (the server renders the heading
 * and "불러오는 중"), so server rendering stays cacheable and the same for every visitor: a
 * member's own secret questions differ per visitor.
 */
export function ProductQna({ productNo }: { productNo: number }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const hydrated = useHydrated();
  // Fetched once the section comes near the viewport (useNearViewport), not as the page loads.
  const [sectionRef, near] = useNearViewport();
  const qna = useQuery({ queryKey: inquiryKeys.qna(productNo, page), queryFn: ({ signal }) => fetchProductQna(productNo, page, signal), placeholderData: keepPreviousData, enabled: near });
  const pages = qna.data ? Math.max(1, Math.ceil(qna.data.total / qna.data.size)) : 1;

  const startAsking = () => {
    if (!isSignedIn()) void navigate(paths.login(`${location.pathname}${location.search}`));
    else setAsking(true);
  };
  const asked = () => {
    setAsking(false);
    setPage(1);
    void client.invalidateQueries({ queryKey: ['inquiry', 'qna', productNo] });
  };

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="qna-heading">
      <div className={styles.sectionHead}>
        <h2 id="qna-heading" className={styles.sectionTitle}>
          상품 문의 {qna.data ? <span className={styles.muted}>({qna.data.total.toLocaleString('ko-KR')})</span> : null}
        </h2>
        {asking ? null : (
          // Inert until this lazy part is hydrated: a tap on the server's button before then
          // would be lost, so it says so instead of looking ready.
          <Button variant="secondary" onClick={startAsking} disabled={!hydrated}>
            상품 문의하기
          </Button>
        )}
      </div>
      {asking ? <AskForm productNo={productNo} onAsked={asked} /> : null}
      {qna.data ? (
        qna.data.list.length > 0 ? (
          <>
            <ul className={styles.list} aria-busy={qna.isPlaceholderData || undefined}>
              {qna.data.list.map((question) => (
                <Question key={question.questionNo} question={question} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav className={styles.pager} aria-label="상품 문의 페이지">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  이전
                </Button>
                <span>
                  {page} / {pages}
                </span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  다음
                </Button>
              </nav>
            ) : null}
          </>
        ) : (
          <p className={styles.muted}>아직 등록된 문의가 없습니다.</p>
        )
      ) : qna.isError ? (
        <p className={styles.muted} role="alert">
          상품 문의를 불러오지 못했어요.
        </p>
      ) : (
        <p className={styles.muted}>상품 문의를 불러오는 중이에요.</p>
      )}
    </section>
  );
}
