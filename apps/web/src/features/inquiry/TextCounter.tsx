import { textLength } from '@maru/domain';
import styles from './inquiry.module.css';

/** "123 / 2,000자": characters as the server counts them, red past the limit. */
export function TextCounter({ id, text, max }: { id: string; text: string; max: number }) {
  const length = textLength(text.replace(/\r\n?/g, '\n').trim());
  return (
    <span id={id} className={`${styles.counter} ${length > max ? styles.over : ''}`}>
      {`${length.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}자`}
    </span>
  );
}
