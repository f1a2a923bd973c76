import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { BLOCK_IMAGE_SIZE, COVER_SIZES, exhibitionImagePath } from '../images';
import { loadSharp } from '../../../core/operations/heavy-libraries';
import type { Palette, SeedExhibition } from './data';

// Exhibition pictures drawn from SVG like the product pictures, in the exhibition's palette:
// covers show a room corner (tiled wall, floor, a window of light, an object; the number
// mirrors the composition), image blocks a closer scene. No text, so no fonts are needed.

interface Size {
  width: number;
  height: number;
}

function tiles(x: number, y: number, width: number, height: number, step: number, colour: string): string {
  const lines: string[] = [];
  for (let at = x + step; at < x + width; at += step) lines.push(`<line x1="${at}" y1="${y}" x2="${at}" y2="${y + height}"/>`);
  for (let at = y + step; at < y + height; at += step) lines.push(`<line x1="${x}" y1="${at}" x2="${x + width}" y2="${at}"/>`);
  return `<g stroke="${colour}" stroke-opacity="0.35" stroke-width="2">${lines.join('')}</g>`;
}

/** An image block's scene: a tiled wall seen closer, under an arch, with two objects on a shelf. */
export function sceneSvg(palette: Palette, size: Size): string {
  const w = 1000;
  const h = Math.round((w * size.height) / size.width);
  const shelf = Math.round(h * 0.78);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${palette.ground}"/>
  ${tiles(0, 0, w, shelf, 50, palette.accent)}
  <path d="M${w * 0.3} ${shelf} V${h * 0.35} a${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.4} 0 V${shelf} z" fill="${palette.light}" stroke="${palette.accent}" stroke-width="8"/>
  <rect x="0" y="${shelf}" width="${w}" height="${h - shelf}" fill="${palette.deep}"/>
  <rect x="${w * 0.38}" y="${shelf - h * 0.22}" width="${w * 0.09}" height="${h * 0.22}" rx="${w * 0.03}" fill="${palette.accent}"/>
  <circle cx="${w * 0.58}" cy="${shelf - h * 0.09}" r="${h * 0.09}" fill="${palette.deep}" fill-opacity="0.85"/>
</svg>`;
}

/** A cover at 1000 units wide; the viewBox scales it to any size of the same ratio. */
export function exhibitionSvg(palette: Palette, seed: number, size: Size): string {
  const w = 1000;
  const h = Math.round((w * size.height) / size.width);
  const floor = Math.round(h * 0.72);
  const wallX = seed % 2 === 0 ? 0 : w * 0.45;
  const objectX = seed % 2 === 0 ? w * 0.68 : w * 0.2;
  const windowX = seed % 2 === 0 ? w * 0.1 : w * 0.62;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.ground}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#light)"/>
  <rect x="${wallX}" y="0" width="${w * 0.55}" height="${floor}" fill="${palette.accent}" fill-opacity="0.55"/>
  ${tiles(wallX, 0, w * 0.55, floor, 40 + (seed % 3) * 15, palette.light)}
  <rect x="${windowX}" y="${h * 0.1}" width="${w * 0.26}" height="${h * 0.42}" rx="${w * 0.13}" fill="url(#glow)" stroke="${palette.light}" stroke-width="6"/>
  <rect x="0" y="${floor}" width="${w}" height="${h - floor}" fill="${palette.deep}" fill-opacity="0.85"/>
  ${tiles(0, floor, w, h - floor, 70, palette.ground)}
  <ellipse cx="${objectX + w * 0.08}" cy="${floor + 6}" rx="${w * 0.12}" ry="${h * 0.025}" fill="#000" fill-opacity="0.18"/>
  <path d="M${objectX} ${floor} q ${w * 0.02} ${-h * 0.3} ${w * 0.08} ${-h * 0.32} q ${w * 0.06} ${h * 0.02} ${w * 0.08} ${h * 0.32} z" fill="${palette.deep}"/>
  <circle cx="${objectX + w * 0.08}" cy="${floor - h * 0.4}" r="${h * 0.07}" fill="${palette.accent}"/>
</svg>`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function renderOnce(file: string, svg: string): Promise<boolean> {
  if (await exists(file)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  // Written under a temporary name and renamed: a file that exists is complete.
  const temporary = `${file}.${process.pid}.tmp`;
  const sharp = await loadSharp();
  await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 80, effort: 2 }).toFile(temporary);
  await rename(temporary, file);
  return true;
}

/** Covers (card and banner) and the image blocks' scenes; existing files are kept. Returns how many were drawn. */
export async function ensureExhibitionImages(dataDir: string, exhibitions: readonly SeedExhibition[]): Promise<number> {
  const mediaDir = path.join(dataDir, 'media');
  let drawn = 0;
  for (const exhibition of exhibitions) {
    const { exhibitionNo, palette } = exhibition;
    for (const size of Object.values(COVER_SIZES)) {
      if (await renderOnce(path.join(mediaDir, exhibitionImagePath(`cover-${exhibitionNo}`, size)), exhibitionSvg(palette, exhibitionNo, size))) drawn++;
    }
    for (const block of exhibition.blocks) {
      if (block.kind !== 'IMAGE' || !block.content.imageKey) continue;
      const file = path.join(mediaDir, exhibitionImagePath(block.content.imageKey, BLOCK_IMAGE_SIZE));
      if (await renderOnce(file, sceneSvg(palette, BLOCK_IMAGE_SIZE))) drawn++;
    }
  }
  return drawn;
}
