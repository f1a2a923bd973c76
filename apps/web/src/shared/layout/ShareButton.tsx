import { useHydrated } from '@/shared/browser';
import { copyLink, CopyLinkMessage } from '@/shared/share';
import { useToast } from '@/shared/ui';
import { ShareIcon } from './icons';
import styles from './ShareButton.module.css';

/**
 * The shop layout's share control (spec 01 §2): the device share sheet, else 링크 복사 with the
 * spec's messages. It follows the page rather than floating over it (why: ShareButton.module.css).
 * Pages with their own share buttons (product, styling, exhibition: KakaoTalk feed with picture
 * and price) hide it.
 */
export function ShareButton() {
  const { showToast } = useToast();
  // A lazy part: until its code has hydrated the server's button, a tap would be lost.
  const hydrated = useHydrated();

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
    const result = await copyLink(url);
    showToast(CopyLinkMessage[result], result === 'copied' ? 'success' : 'error');
  };

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.fab} onClick={() => void share()} disabled={!hydrated}>
        <ShareIcon />
        <span>공유하기</span>
      </button>
    </div>
  );
}
