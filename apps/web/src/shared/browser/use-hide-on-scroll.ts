import { useEffect, useState } from 'react';

/** Spec 01 §2: the navbar hides once the page is scrolled this far and returns at the top. */
export const HIDE_HEADER_AT_PX = 60;

export function isPastHideThreshold(scrollY: number, thresholdPx: number = HIDE_HEADER_AT_PX): boolean {
  return scrollY >= thresholdPx;
}

export function useHideOnScroll(thresholdPx: number = HIDE_HEADER_AT_PX): boolean {
  // Shown at first, as the server rendered it; the first frame then reads the real position.
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setHidden(isPastHideThreshold(window.scrollY, thresholdPx));
    };
    // Scroll events fire far more often than frames are drawn; read scrollY once per frame.
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    frame = requestAnimationFrame(update);
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [thresholdPx]);

  return hidden;
}
