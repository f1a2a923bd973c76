import { BannerDefaults, type ClosedBannerRecord } from '@maru/domain';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { withQueryClient } from '@/shared/query';
import { isInternalPath } from '@/features/board';
import { sanitizeBannerHtml } from './banner-html';
import type { TopBannerData } from './banner-storage';
import styles from './TopBanner.module.css';
import { useTopBanner } from './use-top-banner';

function BannerLink({ banner, children }: { banner: TopBannerData; children: ReactNode }) {
  const link = banner.pcLink;
  if (!link?.bannerLink) return <div className={styles.content}>{children}</div>;
  if (link.targetBlankYn === 'Y') {
    return (
      <a className={styles.content} href={link.bannerLink} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={styles.visuallyHidden}> (새 창)</span>
      </a>
    );
  }
  if (isInternalPath(link.bannerLink)) {
    return (
      <Link className={styles.content} to={link.bannerLink}>
        {children}
      </Link>
    );
  }
  return (
    <a className={styles.content} href={link.bannerLink}>
      {children}
    </a>
  );
}

/** Spec 01 §3: the dismissible bar above the header. Loaded lazily, so it never delays the page. */
function TopBanner({ origin, closedBanners, signedIn = false }: { origin: string; closedBanners: readonly ClosedBannerRecord[]; signedIn?: boolean }) {
  const { banner, close } = useTopBanner(origin, closedBanners, signedIn);
  if (!banner) return null;

  const colours = {
    '--banner-bg': banner.bgColor || BannerDefaults.bgColor,
    '--banner-fg': banner.bannerColor || BannerDefaults.textColor,
    '--banner-height': `${BannerDefaults.heightPx}px`,
  } as CSSProperties;
  const showClose = banner.closeYn !== 'N' && BannerDefaults.showCloseButton;
  const html = sanitizeBannerHtml(banner.contents, Boolean(banner.pcLink?.bannerLink));
  if (html.trim() === '') return null;

  return (
    <aside className={styles.banner} style={colours} aria-label="알림 배너" data-banner-seq={banner.bannerSeq}>
      <BannerLink banner={banner}>
        <span className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
      </BannerLink>
      {showClose ? (
        <button type="button" className={styles.close} onClick={() => close(banner)}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className={styles.visuallyHidden}>닫기</span>
        </button>
      ) : null}
    </aside>
  );
}

export default withQueryClient(TopBanner);
