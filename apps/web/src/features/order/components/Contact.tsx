import styles from '../Order.module.css';

/**
 * A phone number or an e-mail address kept whole: on a narrow screen it moves to the next
 * line as one piece instead of breaking after "010-12" (it breaks inside only when longer
 * than a whole line).
 */
export function Contact({ value }: { value: string }) {
  return <span className={styles.contact}>{value}</span>;
}
