import { SpecMessage } from '@maru/domain';
import type { PortoneWindowResult } from '@/shared/portone';

/** What the identity provider hands back, by redirect query or popup message (spec 01 §3). */
export type ProviderResult = PortoneWindowResult;

export type ProviderOutcome = { ok: true; impUid: string; merchantUid: string } | { ok: false; message: string; cancelled?: boolean };

/** Spec 01 §5: both ids must be there; a failed or cancelled verification is not an error page. */
export function judgeProviderResult(result: ProviderResult): ProviderOutcome {
  if (!result.success) return { ok: false, cancelled: true, message: result.errorMessage || '본인인증이 완료되지 않았습니다.' };
  if (!result.impUid) return { ok: false, message: SpecMessage.impUidEmpty };
  if (!result.merchantUid) return { ok: false, message: SpecMessage.merchantUidEmpty };
  return { ok: true, impUid: result.impUid, merchantUid: result.merchantUid };
}

export function providerResultFromQuery(search: string | URLSearchParams): ProviderResult | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!query.has('imp_uid') && !query.has('merchant_uid') && !query.has('success')) return undefined;
  const impUid = query.get('imp_uid') ?? '';
  // PortOne may leave `success` out of its redirect and mark a failure by error_code alone.
  const stated = query.get('success') ?? query.get('imp_success');
  return {
    impUid,
    merchantUid: query.get('merchant_uid') ?? '',
    success: query.get('error_code') ? false : stated === null ? Boolean(impUid) : stated === 'true',
    errorMessage: query.get('error_msg') ?? undefined,
  };
}

/** A popup message is trusted only from this site's own origin and in the provider's shape. */
export { windowResultFromMessage as providerResultFromMessage } from '@/shared/portone';
