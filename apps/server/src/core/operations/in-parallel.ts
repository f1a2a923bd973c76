import os from 'node:os';

/** Runs `task` over `items` with at most `limit` in flight; sharp does the work on its own threads. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Pictures drawn at once by the seeds: one a core, two to four. One at a time left a core
 * idle between sharp's steps: the 225 review photos took 45 s of a fresh start on two cores
 * (issue 42, the browser suite's first start).
 */
export const drawingParallelism = (): number => Math.max(2, Math.min(4, os.availableParallelism()));
