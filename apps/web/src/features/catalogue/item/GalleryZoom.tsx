import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from './GalleryZoom.module.css';

interface GalleryZoomProps {
  /** The pictures at 1280 px, as the gallery shows them. */
  pictures: readonly string[];
  start: number;
  productName: string;
  onClose: () => void;
}

/**
 * The pictures full screen in the browser's own modal dialog: it keeps focus inside, closes
 * on Esc and gives focus back to what opened it, so none of that is code of ours. ← and →
 * (or the buttons) go through the pictures; a tap on the picture doubles it to look closer.
 */
export function GalleryZoom({ pictures, start, productName, onClose }: GalleryZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [magnified, setMagnified] = useState(false);
  const count = pictures.length;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const go = (step: number) => {
    setIndex((at) => (at + step + count) % count);
    setMagnified(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <dialog ref={dialog} className={styles.zoom} aria-label={`${productName} 사진 크게 보기`} onClose={onClose} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <p aria-live="polite">
          {index + 1} / {count}
        </p>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label="닫기">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={magnified ? `${styles.stage} ${styles.magnified}` : styles.stage}>
        <button type="button" className={styles.picture} aria-pressed={magnified} onClick={() => setMagnified((on) => !on)} aria-label={magnified ? '원래 크기로 보기' : '두 배로 확대하기'}>
          <img src={pictures[index]} alt="" width={1280} height={1280} />
        </button>
      </div>
      {count > 1 ? (
        <div className={styles.steps}>
          <button type="button" onClick={() => go(-1)}>
            이전 사진
          </button>
          <button type="button" onClick={() => go(1)}>
            다음 사진
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
