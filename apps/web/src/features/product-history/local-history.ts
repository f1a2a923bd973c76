import { parseStoredViews, PRODUCT_HISTORY_STORAGE_KEY, recordProductView, type ProductView } from '@maru/domain';

// A guest's recently viewed products live in this browser only (localStorage, key
// PRODUCT_HISTORY_STORAGE_KEY), until sign-in hands them to the server.

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the list is simply not kept
  }
}

export function readLocalViews(): ProductView[] {
  return parseStoredViews(storage()?.getItem(PRODUCT_HISTORY_STORAGE_KEY) ?? null);
}

export function writeLocalViews(views: readonly ProductView[]): void {
  try {
    if (views.length === 0) storage()?.removeItem(PRODUCT_HISTORY_STORAGE_KEY);
    else storage()?.setItem(PRODUCT_HISTORY_STORAGE_KEY, JSON.stringify(views));
  } catch {
    // A full storage keeps the previous list.
  }
}

export function recordLocalView(productNo: number, now = new Date()): ProductView[] {
  const views = recordProductView(readLocalViews(), productNo, now);
  writeLocalViews(views);
  return views;
}
