import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../../../core/operations/heavy-libraries';
import { colourKeys, type ColourKey } from '../colours';
import { designFamilies, type DesignFamily } from '../designs';
import { designSvg } from './designs';

// Reviewers' photos of a product: its design picture as a phone would catch it at home, a
// close crop set on a floor or table tone, in warmer or cooler light. Variants differ in
// where the crop falls, the surface and the light, so two photos of a product differ.

/** A review photo's size: portrait, like a phone's. */
export const REVIEW_PHOTO_SIZE = { width: 720, height: 960 } as const;
export const REVIEW_PHOTO_VARIANTS = 4;

const surfaces = ['#d8cbb8', '#b7a48c', '#e9e4dc', '#9c9488'] as const;
// Warm lamp light, shade, a cool window, evening: hue turns a few degrees, never the colour's name.
const light = [
  { brightness: 1.06, saturation: 0.92, hue: 6 },
  { brightness: 0.9, saturation: 1.05, hue: 0 },
  { brightness: 1.02, saturation: 0.85, hue: -8 },
  { brightness: 0.95, saturation: 1.0, hue: 10 },
] as const;

/** The design of an image key ('wood-plank-brown' → wood-plank, brown), or undefined for an uploaded picture's key. */
export function designOfKey(imageKey: string): { family: DesignFamily; colour: ColourKey } | undefined {
  const cut = imageKey.lastIndexOf('-');
  const family = imageKey.slice(0, cut) as DesignFamily;
  const colour = imageKey.slice(cut + 1) as ColourKey;
  if (!(family in designFamilies) || !colourKeys.includes(colour)) return undefined;
  return { family, colour };
}

/**
 * The design's picture at 640 px: its drawn file when the catalogue's pictures are there (a
 * few milliseconds), else drawn from its SVG (half a second).
 */
async function designPicture(dataDir: string, design: { family: DesignFamily; colour: ColourKey }): Promise<Buffer> {
  const file = path.join(dataDir, 'media', 'designs', `${design.family}-${design.colour}`, '640.webp');
  return readFile(file).catch(() => Buffer.from(designSvg(design.family, design.colour, 640)));
}

/** Draws variant `variant` (0–3) of a review photo of the design, as a JPEG. */
export async function drawReviewPhoto(dataDir: string, design: { family: DesignFamily; colour: ColourKey }, variant: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const v = variant % REVIEW_PHOTO_VARIANTS;
  // A close-up: a 440 px crop of the 640 px picture.
  const crop = 440;
  const offsets = [[70, 50], [170, 150], [120, 190], [20, 110]] as const;
  const [left, top] = offsets[v]!;
  const close = await sharp(await designPicture(dataDir, design))
    .extract({ left, top, width: crop, height: crop })
    .resize(600, 600)
    .rotate([-3, 2, -1.5, 4][v]!, { background: surfaces[v]! })
    .modulate(light[v]!)
    .png()
    .toBuffer();
  const placed = await sharp(close).metadata();
  return sharp({ create: { ...REVIEW_PHOTO_SIZE, channels: 3, background: surfaces[v]! } })
    .composite([{ input: close, left: Math.round((REVIEW_PHOTO_SIZE.width - placed.width!) / 2), top: [90, 200, 140, 250][v]! }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
