import type { PageModule } from './lazy-page';

// Every page file, each its own chunk loaded when its route is first opened. The keys are
// the files' paths from the app root ('/src/…'), which is how the page table names them.
const pageModules = import.meta.glob<PageModule>(['/src/features/*/pages/*.tsx', '/src/app/errors/NotFoundPage.tsx', '!**/*.test.tsx']);

/** The import of a page table entry's file. */
export function importPageFile(file: string): () => Promise<PageModule> {
  const load = pageModules[`/src/${file}.tsx`];
  if (!load) throw new Error(`The page table names ${file}, which is not a page file`);
  return load;
}
