import { useToast } from '@/shared/ui';
import { ShareIcon } from './icons';
import styles from './ShareButton.module.css';

/** The shop layout's floating share control: the device share sheet, else copy the link. */
export function ShareButton() {
  const { showToast } = useToast();

  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: document.title, url });
      } catch {
        // Closing the share sheet rejects too; there is nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast('링크를 복사했습니다.', 'success');
    } catch {
      showToast('링크를 복사하지 못했습니다.', 'error');
    }
  };

  return (
    <button type="button" className={styles.fab} onClick={() => void share()}>
      <ShareIcon />
      <span>공유하기</span>
    </button>
  );
}
