import styles from './Spinner.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export function Spinner({ label = '불러오는 중' }: { label?: string }) {
  return (
    <div role="status" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}

/** A grey placeholder block with the size of the content that is on its way. */
export function Skeleton({ width = '100%', height = '1em', radius }: { width?: string; height?: string; radius?: string }) {
  return <span className={styles.skeleton} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
