// Marketing consents (SMS / e-mail): the identity module keeps every answer the member gave
// with its moment; the privacy policy promises the time of each change.

export const MARKETING_CONSENTS = ['marketingSms', 'marketingEmail'] as const;
export type MarketingConsent = (typeof MARKETING_CONSENTS)[number];

export interface ConsentRecord {
  type: string;
  agreed: boolean;
  /** ISO time it was recorded. */
  recordedAt: string;
}

export interface ConsentChange {
  type: MarketingConsent;
  agreed: boolean;
  changedAt: string;
}

export interface ConsentState {
  type: MarketingConsent;
  agreed: boolean;
  /** When the current answer was given (sign-up or the last change); null when never recorded. */
  changedAt: string | null;
}

/**
 * The real changes in a record history (oldest first): the first answer of each consent and
 * every later answer that differs from the one before. Saving the profile with the box left
 * as it was is not a change.
 */
export function consentChanges(history: readonly ConsentRecord[]): ConsentChange[] {
  const last = new Map<string, boolean>();
  const changes: ConsentChange[] = [];
  for (const record of history) {
    if (!(MARKETING_CONSENTS as readonly string[]).includes(record.type)) continue;
    if (last.get(record.type) === record.agreed) continue;
    last.set(record.type, record.agreed);
    changes.push({ type: record.type as MarketingConsent, agreed: record.agreed, changedAt: record.recordedAt });
  }
  return changes;
}

/** Each marketing consent now, with the time of its last change; `current` (the member row) wins when the history lacks it. */
export function currentConsents(history: readonly ConsentRecord[], current: Record<MarketingConsent, boolean>): ConsentState[] {
  const changes = consentChanges(history);
  return MARKETING_CONSENTS.map((type) => {
    const last = changes.filter((change) => change.type === type).at(-1);
    return last && last.agreed === current[type] ? { type, agreed: last.agreed, changedAt: last.changedAt } : { type, agreed: current[type], changedAt: null };
  });
}
