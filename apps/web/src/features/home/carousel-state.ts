/** The slide `step` places away from `current`, wrapping at both ends. */
export function wrapIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

export interface RotationInputs {
  slideCount: number;
  /** The visitor pressed pause. */
  paused: boolean;
  /** Pointer over the carousel or focus inside it: never move content under the visitor. */
  engaged: boolean;
  reducedMotion: boolean;
}

/** WAI-ARIA carousel pattern: rotate only when nobody is reading or asked it to stop. */
export function shouldRotate({ slideCount, paused, engaged, reducedMotion }: RotationInputs): boolean {
  return slideCount > 1 && !paused && !engaged && !reducedMotion;
}
