declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The ids (orders, claims) already reported under `key`; a broken or foreign record counts as none. */
function reportedIds(storage: Storage, key: string): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

interface ReportOnce {
  /** The storage record of what was reported, e.g. 'maru:purchase-pushed'. */
  key: string;
  /** How many ids the record keeps; older ones drop off first. */
  remembered: number;
  /** The order or claim the event is about. */
  id: string;
  /** The data layer event, built only when it is sent. */
  event: () => Record<string, unknown>;
}

/**
 * Spec 01 §9's events go to the data layer once per order or claim: a reload or a second visit
 * must not count a sale or a refund again. Returns whether the event was sent now.
 */
export function pushToDataLayerOnce(storage: Storage, { key, remembered, id, event }: ReportOnce): boolean {
  const reported = reportedIds(storage, key);
  if (reported.includes(id)) return false;
  (window.dataLayer ??= []).push(event());
  storage.setItem(key, JSON.stringify([...reported, id].slice(-remembered)));
  return true;
}
