import { Button } from '@/shared/ui/Button';
import { ConsoleApiError } from '../../api/console-api';
import styles from '../console.module.css';

/** A list that could not be loaded, with the server's reason and a retry. */
export function QueryFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const message = error instanceof ConsoleApiError ? error.message : '목록을 불러오지 못했습니다.';
  return (
    <div className={styles.failure} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={retry}>
        다시 불러오기
      </Button>
    </div>
  );
}
