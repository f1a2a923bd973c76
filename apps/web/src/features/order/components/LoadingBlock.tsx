import { Spinner } from '@/shared/ui';
import styles from '../Order.module.css';

/** The order pages' stand-in while an order, a sheet or a claim loads: a spinner that says what it waits for. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className={styles.placeholder}>
      <Spinner label={label} />
    </div>
  );
}
