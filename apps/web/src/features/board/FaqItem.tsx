import type { Faq } from './board-api';
import { RichText } from './RichText';
import { boardHtml } from './safe-html';
import styles from './pages/FaqPage.module.css';

interface FaqItemProps {
  faq: Faq;
  open: boolean;
  onToggle: () => void;
}

/** One accordion entry: the question is a button that shows or hides its answer. */
export function FaqItem({ faq, open, onToggle }: FaqItemProps) {
  const answerId = `faq-answer-${faq.faqNo}`;
  return (
    <li className={styles.item} id={`faq-${faq.faqNo}`}>
      <h3 className={styles.question}>
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
          <span className={styles.q} aria-hidden="true">
            Q
          </span>
          <span className={styles.category}>[{faq.categoryName}]</span> {faq.question}
        </button>
      </h3>
      <div id={answerId} className={styles.answer} hidden={!open}>
        <RichText html={faq.answerHtml} allow={boardHtml} />
      </div>
    </li>
  );
}
