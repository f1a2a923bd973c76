import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID, type LayoutName } from './layout-name';
import { ShareButton } from './ShareButton';
import { SkipLink } from './SkipLink';
import styles from './SiteLayout.module.css';

interface SiteLayoutProps {
  layout: LayoutName;
  children: ReactNode;
  cartCount?: number;
  /** The top banner bar, placed after the skip link and above the header. */
  banner?: ReactNode;
}

/** Wraps a page in the frame its layout asks for; 'empty' keeps only the main landmark. */
export function SiteLayout({ layout, children, cartCount, banner }: SiteLayoutProps) {
  if (layout === 'empty') {
    return (
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      {banner}
      <Header variant={layout === 'simple' ? 'simple' : 'full'} cartCount={cartCount} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      {layout === 'shop' ? <ShareButton /> : null}
    </>
  );
}
