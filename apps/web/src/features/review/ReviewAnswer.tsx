import { formatKstDate, type ReviewAnswerView } from '@maru/domain';
import styles from './review.module.css';

/** The shop's answer under a review (판매자 답글): who and when, then its plain text (React escapes it; line breaks through CSS). */
export function ReviewAnswer({ answer }: { answer: ReviewAnswerView | null }) {
  if (!answer) return null;
  return (
    <div className={styles.answer}>
      <p className={styles.answerHead}>
        <strong>마루의 답변</strong> <span className={styles.answerDate}>{formatKstDate(answer.answeredAt)}</span>
      </p>
      <p className={styles.answerText}>{answer.text}</p>
    </div>
  );
}
