import { copyFile, link, mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../../../core/operations/heavy-libraries';
import type { ColourKey } from '../colours';
import type { DesignFamily } from '../designs';
import { designSvg } from './designs';
import { heroKeys, heroSizes, heroSvg, type HeroKey } from './heroes';

// Rasterises the procedural SVGs with sharp. Every file is written to a temporary name
// and renamed into place, so a file that exists is always complete and can be skipped.

export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** Effort 2 encodes twice as fast as the default 4 for files only ~5 % larger. */
const WEBP = { quality: 80, effort: 2 } as const;

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await write(temporary);
  await rename(temporary, file);
}

/** Renders one design at the largest width and scales it down for the smaller ones. */
export async function renderDesign(family: DesignFamily, colour: ColourKey, files: Record<ProductImageWidth, string>): Promise<void> {
  const sharp = await loadSharp();
  const largest = Math.max(...PRODUCT_IMAGE_WIDTHS);
  const { data, info } = await sharp(Buffer.from(designSvg(family, colour, largest)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const width of PRODUCT_IMAGE_WIDTHS) {
    await writeAtomically(files[width], (temporary) =>
      sharp(data, { raw: info }).resize(width, width).webp(WEBP).toFile(temporary),
    );
  }
}

export async function renderHero(key: HeroKey, fileFor: (width: number, height: number) => string): Promise<number> {
  const sharp = await loadSharp();
  let rendered = 0;
  for (const { width, height } of heroSizes) {
    const file = fileFor(width, height);
    if (await exists(file)) continue;
    await writeAtomically(file, (temporary) => sharp(Buffer.from(heroSvg(key, width, height))).removeAlpha().webp(WEBP).toFile(temporary));
    rendered++;
  }
  return rendered;
}

export { heroKeys };

/**
 * Points `target` at the same bytes as `source` (a hard link: no copy, no extra disk).
 * An existing target that is not that file any more (the catalogue was regenerated with
 * another seed) is replaced.
 */
export async function linkFile(source: string, target: string, sourceInode: number): Promise<boolean> {
  try {
    if ((await stat(target)).ino === sourceInode) return false;
    await unlink(target);
  } catch {
    // No target yet: link it below.
  }
  try {
    await link(source, target);
  } catch (error) {
    // Some file systems (and some container mounts) refuse hard links; a copy still works.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    await copyFile(source, target);
  }
  return true;
}
