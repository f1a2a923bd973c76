import { INQUIRY_LIMITS, inquiryKindLabels, inquiryStatusLabels, plainTextProblem, textLength, type AdminInquiryView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { auditKey } from '../../api/query-client';
import { inquiriesKey, inquiryQuery, saveAnswer } from './inquiries-api';
import { FormAlert } from '@/shared/form';

/** One inquiry: the question as the member wrote it (text, never HTML), and the answer form. */
export function InquiryDetailPage() {
  const { inquiryNo = '' } = useParams();
  const number = /^\d{1,10}$/.test(inquiryNo) ? Number(inquiryNo) : 0;
  const inquiry = useQuery({ ...inquiryQuery(number), enabled: number > 0 });
  return (
    <>
      <PageHeader title={`문의 ${inquiryNo}`} description={<Link to="..">문의 목록으로</Link>} />
      {number === 0 ? (
        <p className={styles.empty}>문의를 찾을 수 없습니다.</p>
      ) : inquiry.isPending ? (
        <Spinner label="문의를 불러오는 중" />
      ) : inquiry.isError ? (
        <QueryFailure error={inquiry.error} retry={() => void inquiry.refetch()} />
      ) : (
        <InquiryDetail inquiry={inquiry.data} />
      )}
    </>
  );
}

const pre = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function InquiryDetail({ inquiry }: { inquiry: AdminInquiryView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [text, setText] = useState(inquiry.answer?.text ?? '');
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: () => saveAnswer(inquiry.inquiryNo, text),
    onSuccess: (saved) => {
      queryClient.setQueryData(inquiryQuery(inquiry.inquiryNo).queryKey, saved);
      showToast(inquiry.answer ? '답변을 수정했습니다.' : '답변을 등록했습니다. 회원에게 알림톡이 갑니다.', 'success');
    },
    onError: (error) => setProblem(error instanceof ConsoleApiError ? error.message : '저장하지 못했습니다. 다시 시도해 주세요.'),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: inquiriesKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = plainTextProblem(text, INQUIRY_LIMITS.answer, '답변');
    setProblem(found);
    if (!found) save.mutate();
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby="inquiry-question">
        <h2 id="inquiry-question">
          {inquiryKindLabels[inquiry.kind]} <span className={styles.muted}>{inquiryStatusLabels[inquiry.status]}</span>
        </h2>
        <dl>
          <dt>회원</dt>
          <dd>
            {inquiry.memberName} <span className={styles.small}>{inquiry.memberEmail ?? ''}</span>
          </dd>
          <dt>작성일시</dt>
          <dd>{formatDateTime(inquiry.createdAt)}</dd>
          {inquiry.categoryName ? (
            <>
              <dt>문의 유형</dt>
              <dd>{inquiry.categoryName}</dd>
            </>
          ) : null}
          {inquiry.productNo ? (
            <>
              <dt>상품</dt>
              <dd>
                {inquiry.productName} ({inquiry.productNo}){inquiry.secret ? ' · 비밀글' : ''}
              </dd>
            </>
          ) : null}
          {inquiry.orderNo ? (
            <>
              <dt>관련 주문</dt>
              <dd>
                <Link to={`/orders/${inquiry.orderNo}`}>{inquiry.orderNo}</Link>
              </dd>
            </>
          ) : null}
          {inquiry.title ? (
            <>
              <dt>제목</dt>
              <dd>{inquiry.title}</dd>
            </>
          ) : null}
        </dl>
        <p style={pre}>{inquiry.text}</p>
        {inquiry.photos.map((photo, index) => (
          <a key={photo.imageId} href={photo.url} target="_blank" rel="noreferrer">
            첨부 사진 {index + 1}
          </a>
        ))}
      </section>

      <section className={styles.panel} aria-labelledby="inquiry-answer">
        <h2 id="inquiry-answer">{inquiry.answer ? '답변 수정' : '답변 등록'}</h2>
        {inquiry.answer ? (
          <p className={styles.small}>
            {formatDateTime(inquiry.answer.answeredAt)} {inquiry.answer.staffName ?? ''} 답변
            {inquiry.answer.editedAt ? ` · ${formatDateTime(inquiry.answer.editedAt)} 수정` : ''}
          </p>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field} htmlFor={`${id}-answer`}>
            답변 내용
            <textarea id={`${id}-answer`} rows={8} value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${id}-count`} />
            <span id={`${id}-count`} className={styles.hint}>
              {textLength(text.trim()).toLocaleString('ko-KR')} / {INQUIRY_LIMITS.answer.max.toLocaleString('ko-KR')}자 · 글자 그대로 보입니다 (HTML 사용 불가)
            </span>
          </label>
          <FormAlert message={problem} />
          <div>
            <Button type="submit" disabled={save.isPending}>
              {inquiry.answer ? '답변 수정' : '답변 등록'}
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
