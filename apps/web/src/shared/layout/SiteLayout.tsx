import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Header } from './Header';
import { MAIN_ID, type LayoutName } from './layout-name';
import { SkipLink } from './SkipLink';
import styles from './SiteLayout.module.css';

// The footer and the share button (shop pages only) sit below the page, so both come in
// their own chunks once the frame has rendered: neither weighs on the first download, and a
// footer that arrives late moves nothing above it. If a chunk cannot be fetched the page
// goes on without that part (a stale chunk after a deploy reloads the page first, see main.tsx).
const renderNothing = (): { default: ComponentType } => ({ default: () => null });
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer }), renderNothing));
const ShareButton = lazy(() => import('./ShareButton').then((module) => ({ default: module.ShareButton }), renderNothing));

// Elements made once: the layout re-renders (the cart count) before these lazy parts have
// hydrated, and a new element there would make React drop their server HTML and redo it.
const footer = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);
const shareButton = (
  <Suspense fallback={null}>
    <ShareButton />
  </Suspense>
);

interface SiteLayoutProps {
  layout: LayoutName;
  children: ReactNode;
  cartCount?: number;
  mypageAlarm?: boolean;
  signedIn?: boolean;
  /** The top banner bar, placed after the skip link and above the header. */
  banner?: ReactNode;
}

/** Wraps a page in the frame its layout asks for; 'empty' keeps only the main landmark. */
export function SiteLayout({ layout, children, cartCount, mypageAlarm, signedIn, banner }: SiteLayoutProps) {
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
      <Header variant={layout === 'simple' ? 'simple' : 'full'} cartCount={cartCount} mypageAlarm={mypageAlarm} signedIn={signedIn} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {layout === 'shop' ? shareButton : null}
      {footer}
    </>
  );
}
