import styles from './SkipLink.module.css';
import { MAIN_ID } from './layout-name';

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      본문 바로가기
    </a>
  );
}
