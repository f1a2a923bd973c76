/**
 * Share buttons for any public page (product, styling, exhibition).
 *
 *   <ShareButtons url={paths.productItem(no)} title={name} description={brand} imageUrl={picture} price={price} />
 *
 * Props:
 * - `url`         the page to share: a path on this site ('/product/item/123') or an absolute URL.
 * - `title`       the message's title (product or page name).
 * - `description` one line under the title (brand, period, summary).
 * - `imageUrl`    optional picture for the KakaoTalk feed; a path is made absolute.
 * - `price`       optional price in won, shown in the feed and passed to a custom template.
 * - `kakaoMessage` optional 'feed' | 'text' | 'custom'; by default the shop's template when
 *                 KAKAO_SHARE_TEMPLATE_ID is set, else a feed.
 *
 * With the shop's Kakao key (KAKAO_JS_KEY) a 카카오톡 공유 button sends through Kakao's SDK,
 * fetched on the first press. Without it no Kakao button is shown: the browser's own share
 * sheet (Web Share API) where there is one, and 링크 복사 always. The shared link's preview
 * comes from the page's Open Graph tags. Needs a TanStack QueryClient above it (every page
 * has one) for the settings.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/shared/browser';
import { copyLink, CopyLinkMessage } from './copy-link';
import type { KakaoMessage } from './kakao';
import { shareSettingsQuery } from './share-settings';
import styles from './ShareButtons.module.css';

export interface ShareButtonsProps {
  url: string;
  title: string;
  description: string;
  imageUrl?: string;
  price?: number;
  kakaoMessage?: KakaoMessage;
  className?: string;
}

type Notice = { tone: 'ok' | 'error'; text: string };

const absolute = (url: string) => new URL(url, window.location.origin).toString();

export function ShareButtons({ url, title, description, imageUrl, price, kakaoMessage, className }: ShareButtonsProps) {
  const hydrated = useHydrated();
  const settings = useQuery(shareSettingsQuery);
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const kakao = settings.data?.kakao;
  const canWebShare = hydrated && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const content = () => ({ url: absolute(url), title, description, imageUrl: imageUrl ? absolute(imageUrl) : undefined, price });

  async function onKakao() {
    if (!kakao?.jsKey) return;
    setBusy(true);
    setNotice(undefined);
    try {
      // Kakao's part (the SDK's loader and the message builders) comes with the first press,
      // not with every page that has the buttons: it is start-up JavaScript no shopper needs before.
      const { shareToKakao } = await import('./kakao');
      await shareToKakao({ jsKey: kakao.jsKey, templateId: kakao.templateId }, kakaoMessage ?? (kakao.templateId ? 'custom' : 'feed'), content());
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error ? error.message : '카카오톡으로 공유하지 못했어요.' });
    } finally {
      setBusy(false);
    }
  }

  async function onWebShare() {
    setNotice(undefined);
    const shared = content();
    try {
      await navigator.share({ title: shared.title, text: shared.description, url: shared.url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as { name?: string }).name !== 'AbortError') setNotice({ tone: 'error', text: '공유하지 못했어요. 링크 복사를 이용해 주세요.' });
    }
  }

  async function onCopy() {
    const result = await copyLink(absolute(url));
    setNotice({ tone: result === 'copied' ? 'ok' : 'error', text: CopyLinkMessage[result] });
  }

  return (
    <div className={[styles.share, className].filter(Boolean).join(' ')} role="group" aria-labelledby={headingId} data-page-share="">
      <span id={headingId} className={styles.label}>
        공유
      </span>
      {kakao?.jsKey ? (
        <button type="button" className={`${styles.button} ${styles.kakao}`} onClick={onKakao} disabled={busy} aria-busy={busy}>
          카카오톡 공유
        </button>
      ) : null}
      {canWebShare ? (
        <button type="button" className={styles.button} onClick={onWebShare}>
          공유하기
        </button>
      ) : null}
      <button type="button" className={styles.button} onClick={onCopy}>
        링크 복사
      </button>
      {/* Always in the page, so screen readers announce what is put into it. */}
      <p className={notice?.tone === 'error' ? styles.error : styles.ok} role="status" aria-live="polite">
        {notice?.text}
      </p>
    </div>
  );
}
