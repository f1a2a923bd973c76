// The order of a product's pictures as the console changes it, before the server hears of it:
// pure, so the drag, the buttons and the arrow keys all move pictures the same way.

/** The list with the item at `from` taken out and put back at `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (target === from) return next;
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Where a key press on a picture's handle moves it: one place for ←/→ (↑/↓), the ends for Home/End; undefined for other keys. */
export function targetOfKey(key: string, index: number, length: number): number | undefined {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(length - 1, index + 1);
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return undefined;
}

/** What a screen reader hears after a move: the picture's new place, 1-based. */
export const movedAnnouncement = (to: number, length: number) => (to === 0 ? `1번째로 옮겼습니다. 대표 이미지입니다.` : `${to + 1}번째로 옮겼습니다. (전체 ${length}장)`);
