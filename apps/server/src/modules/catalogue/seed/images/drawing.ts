import type { Colour } from '../colours';
import type { Random } from '../random';

/** A picture in the 1000×1000 space: defs, a background layer and the subject on top. */
export interface Drawing {
  defs: string;
  background: string;
  subject: string;
}

export type Palette = Colour['palette'];

export type Drawer = (palette: Palette, rng: Random) => Drawing;

export const NEUTRAL_GROUT = '#e6e2da';
export const DARK_GROUT = '#3a3a3a';

/**
 * Stone, concrete and pile textures are built from many small dots and a few soft clouds
 * rather than feTurbulence: the noise filter takes ~1 s per layer at 1280 px, dots ~30 ms.
 */
export function speckles(rng: Random, count: number, tints: readonly string[], radius: [number, number], opacity: [number, number]): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = radius[0] + rng.next() ** 2 * (radius[1] - radius[0]);
    const alpha = opacity[0] + rng.next() * (opacity[1] - opacity[0]);
    dots.push(`<circle cx="${Math.round(rng.next() * 1000)}" cy="${Math.round(rng.next() * 1000)}" r="${r.toFixed(1)}" fill="${rng.pick(tints)}" fill-opacity="${alpha.toFixed(2)}"/>`);
  }
  return dots.join('');
}

/** A radial gradient that fades a tint to nothing, for cloud-like patches. */
export function cloudGradient(id: string, tint: string, strength: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${tint}" stop-opacity="${strength}"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/></radialGradient>`;
}

export function clouds(rng: Random, gradientId: string, count: number, size: [number, number]): string {
  const patches: string[] = [];
  for (let i = 0; i < count; i++) {
    const rx = size[0] + rng.next() * (size[1] - size[0]);
    const ry = rx * (0.4 + rng.next() * 0.6);
    patches.push(`<ellipse cx="${Math.round(rng.next() * 1000)}" cy="${Math.round(rng.next() * 1000)}" rx="${Math.round(rx)}" ry="${Math.round(ry)}" fill="url(#${gradientId})"/>`);
  }
  return patches.join('');
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour by mixing with white or black. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const mix = Math.abs(amount);
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16);
    return Math.round(value + (target - value) * mix)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${channels.join('')}`;
}
