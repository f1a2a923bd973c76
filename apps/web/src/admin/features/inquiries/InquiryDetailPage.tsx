import { INQUIRY_LIMITS, textLength, type AdminInquiryView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { inquiryQuery } from './inquiries-api';
import { InquiryQuestion } from './InquiryQuestion';
import { useInquiryAnswer } from './use-inquiry-answer';
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

function InquiryDetail({ inquiry }: { inquiry: AdminInquiryView }) {
  const id = useId();
  const { text, setText, problem, pending, submit } = useInquiryAnswer(inquiry);

  return (
    <>
      <InquiryQuestion inquiry={inquiry} />

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
            <Button type="submit" disabled={pending}>
              {inquiry.answer ? '답변 수정' : '답변 등록'}
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
