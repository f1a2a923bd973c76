import type { StylingPhoto } from '@maru/domain';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Which tag of the photo is open, and its focus handling: opening moves focus into the card,
 * closing with Escape or 닫기 gives it back to the tag, a tap elsewhere closes without moving it.
 */
export function useHotspots(photo: StylingPhoto) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const cardRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const active = photo.hotspots.find((hotspot) => hotspot.hotspotNo === open);

  const close = (returnFocus: boolean) => {
    if (open !== null && returnFocus) buttons.current.get(open)?.focus();
    setOpen(null);
  };

  useEffect(() => {
    if (open === null) return;
    cardRef.current?.querySelector<HTMLElement>('a')?.focus();
    // A tap or click elsewhere closes the card without moving focus.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (cardRef.current?.contains(target) || [...buttons.current.values()].some((button) => button.contains(target))) return;
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open !== null) {
      event.stopPropagation();
      close(true);
    }
  };

  /** Keeps each tag's button, to give focus back to it. */
  const buttonRef = (hotspotNo: number) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(hotspotNo, element);
    else buttons.current.delete(hotspotNo);
  };

  return { open, setOpen, cardRef, baseId, active, close, onKeyDown, buttonRef };
}
