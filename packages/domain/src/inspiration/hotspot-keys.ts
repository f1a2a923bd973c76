// Placing a hotspot on a styling photo (issue 27): by a click on the picture, or by the
// keyboard on a focused hotspot. Positions are percent of the photo (0–100) with one decimal,
// so a hotspot stays on its piece at every width the shop shows the photo.

export interface HotspotPoint {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
/** One decimal: finer than a pixel on a 1280 px photo, and what the number fields show. */
export const roundPercent = (value: number) => Math.round(clamp(value) * 10) / 10;

/** Where a click at (clientX, clientY) falls on a picture drawn in `box` (its bounding rectangle). */
export function percentOfClick(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): HotspotPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 50, y: 50 };
  return { x: roundPercent(((clientX - box.left) / box.width) * 100), y: roundPercent(((clientY - box.top) / box.height) * 100) };
}

export const HOTSPOT_STEP = 1;
export const HOTSPOT_BIG_STEP = 5;

/** The point an arrow key moves a hotspot to (1 %, or 5 % with Shift), kept on the photo; undefined for any other key. */
export function movedByKey(point: HotspotPoint, key: string, shift: boolean): HotspotPoint | undefined {
  const step = shift ? HOTSPOT_BIG_STEP : HOTSPOT_STEP;
  const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = delta[key];
  if (!move) return undefined;
  return { x: roundPercent(point.x + move[0]), y: roundPercent(point.y + move[1]) };
}

/** A list with the item at `from` moved to `to` (blocks, hotspots). */
export function movedItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
