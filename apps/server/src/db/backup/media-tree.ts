import { constants, existsSync } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface TreeFigures {
  /** Regular files copied. */
  files: number;
  /** Of them, hard links to a file copied before (the product pictures are links to their design's). */
  links: number;
  /** Bytes of the distinct files. */
  bytes: number;
}

/**
 * Copies a folder tree; files that are hard links of one another in `from` are hard links in
 * `to` too, so the catalogue's ~9,000 product pictures (links to ~400 design files) cost
 * the design files' bytes, not nine thousand copies. Unfinished pictures (`*.tmp`, renamed
 * into place when complete) and anything but files and folders are skipped.
 */
export async function copyTree(from: string, to: string): Promise<TreeFigures> {
  const figures: TreeFigures = { files: 0, links: 0, bytes: 0 };
  const copied = new Map<string, string>();
  const walk = async (source: string, target: string) => {
    await mkdir(target, { recursive: true });
    for (const entry of await readdir(source, { withFileTypes: true })) {
      const sourcePath = path.join(source, entry.name);
      const targetPath = path.join(target, entry.name);
      if (entry.isDirectory()) {
        await walk(sourcePath, targetPath);
        continue;
      }
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const stats = await lstat(sourcePath);
      const inode = `${stats.dev}:${stats.ino}`;
      const first = stats.nlink > 1 ? copied.get(inode) : undefined;
      figures.files += 1;
      if (first) {
        await link(first, targetPath);
        figures.links += 1;
        continue;
      }
      await copyFile(sourcePath, targetPath, constants.COPYFILE_FICLONE);
      figures.bytes += stats.size;
      if (stats.nlink > 1) copied.set(inode, targetPath);
    }
  };
  // No media yet (a shop seeded without pictures): an empty folder, so a restore finds one.
  if (existsSync(from)) await walk(from, to);
  else await mkdir(to, { recursive: true });
  return figures;
}

/** True when `dir` is missing or holds nothing. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
