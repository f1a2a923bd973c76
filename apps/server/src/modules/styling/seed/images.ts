import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../../core/operations/heavy-libraries';
import { drawingParallelism, inParallel } from '../../../core/operations/in-parallel';
import { STYLING_IMAGE_WIDTHS, stylingImageHeight, stylingImageUrl } from '@maru/domain';
import type { PlannedPage } from './plan';
import { sceneOf } from './scene';

// Rasterises the room scenes with sharp into WebP at every width the pages ask for.
// A file is written under a temporary name and renamed, so one that exists is complete
// and a restart skips it: only the first start pays (~45 s on 2 cores for 42 pages one at a time; now two to four at once).

/** Effort 2 encodes about twice as fast as the default for files a few percent larger (as the catalogue does). */
const WEBP = { quality: 80, effort: 2 } as const;

const fileOf = (dataDir: string, stylingNo: number, position: number, width: (typeof STYLING_IMAGE_WIDTHS)[number]) =>
  path.join(dataDir, stylingImageUrl(stylingNo, position, width));

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Renders the photos of `pages` that are missing; answers how many photos were drawn. */
export async function ensureStylingImages(dataDir: string, pages: readonly PlannedPage[]): Promise<number> {
  const sharp = await loadSharp();
  let rendered = 0;
  const photos = pages.flatMap((page) => page.photos.map((photo) => ({ page, photo })));
  await inParallel(photos, drawingParallelism(), async ({ page, photo }) => {
    const files = STYLING_IMAGE_WIDTHS.map((width) => ({ width, file: fileOf(dataDir, page.stylingNo, photo.position, width) }));
    if ((await Promise.all(files.map(({ file }) => exists(file)))).every(Boolean)) return;
    const largest = Math.max(...STYLING_IMAGE_WIDTHS);
    const { data, info } = await sharp(Buffer.from(sceneOf(page.space, page.style, photo.position).svg))
      .resize(largest, stylingImageHeight(largest))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    await mkdir(path.dirname(files[0]!.file), { recursive: true });
    for (const { width, file } of files) {
      const temporary = `${file}.${process.pid}.tmp`;
      await sharp(data, { raw: info }).resize(width, stylingImageHeight(width)).webp(WEBP).toFile(temporary);
      await rename(temporary, file);
    }
    rendered++;
  });
  return rendered;
}
