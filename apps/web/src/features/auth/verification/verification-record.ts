import { internalPath } from '@maru/domain';

/**
 * The verification in progress: its request id and where to continue once it is done. Kept
 * in session storage because on mobile the provider takes over the whole tab and returns to
 * /verify/callback, where the app starts afresh.
 */
export interface VerificationRecord {
  certifyNo: string;
  /** An internal path to open after a successful verification. */
  next: string;
  verified: boolean;
}

const KEY = 'tmsCertify';

export function readVerificationRecord(storage: Storage = sessionStorage): VerificationRecord | undefined {
  try {
    const record = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<VerificationRecord> | null;
    if (!record || typeof record.certifyNo !== 'string' || typeof record.next !== 'string') return undefined;
    // Only a path of this site is followed afterwards (the storage is writable by any script here).
    const next = internalPath(record.next);
    if (next === undefined) return undefined;
    return { certifyNo: record.certifyNo, next, verified: record.verified === true };
  } catch {
    return undefined;
  }
}

export function saveVerificationRecord(record: VerificationRecord, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(record));
}

/** The request id of a finished verification, if there is one waiting to be used. */
export function verifiedCertifyNo(storage: Storage = sessionStorage): string | undefined {
  const record = readVerificationRecord(storage);
  return record?.verified ? record.certifyNo : undefined;
}

export function clearVerificationRecord(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
