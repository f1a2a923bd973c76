import { queryClient } from '@/shared/query';
import { isSignedIn } from '@/shared/session';
import { mergeProductViews, postProductView, productHistoryKey } from './history-api';
import { readLocalViews, recordLocalView, writeLocalViews } from './local-history';

/**
 * The product page's view: a member's goes to the server, a guest's to this browser. It
 * never gets in the way of the page: a failed call is forgotten.
 */
export function noteProductView(productNo: number): void {
  if (!Number.isInteger(productNo) || productNo <= 0) return;
  if (!isSignedIn()) {
    recordLocalView(productNo);
    return;
  }
  postProductView(productNo).then(
    () => queryClient.invalidateQueries({ queryKey: productHistoryKey }),
    () => undefined,
  );
}

/**
 * After sign-in: the products viewed as a guest join the member's list (the server merges by
 * time, drops duplicates, keeps 50). The browser's list is cleared only once the server has
 * it, so a failed merge is tried again at the next sign-in.
 */
export async function mergeGuestHistory(): Promise<void> {
  const views = readLocalViews();
  if (views.length === 0) return;
  try {
    await mergeProductViews(views);
    writeLocalViews([]);
    await queryClient.invalidateQueries({ queryKey: productHistoryKey });
  } catch {
    // Kept for the next sign-in.
  }
}
