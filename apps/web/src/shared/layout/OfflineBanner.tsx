import { useOnlineStatus } from '@/shared/browser';
import styles from './OfflineBanner.module.css';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      오프라인 상태입니다. 인터넷 연결을 확인해 주세요.
    </div>
  );
}
