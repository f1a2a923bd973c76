import {
  BOOKING_STATUS_LABELS, BUSINESS_AUTH_NO, businessRequestStatusLabels, carrierNamed, claimStatusLabels, formatKrw, inquiryStatusLabels, lineStatusLabels,
  productStatusLabels, refundStatusLabels, staffRoleLabels, stockLostTypeLabels, stockReasonLabels,
} from '@maru/domain';
import { formatDateTime } from '../../ui/helpers/format';

type Labels = Readonly<Record<string, string>>;

/** What `status` means depends on what the entry is about: an order line, a claim, a request … */
const statusLabelsOf: Readonly<Record<string, Labels>> = {
  order: lineStatusLabels,
  claim: claimStatusLabels,
  business_request: businessRequestStatusLabels,
  inquiry: inquiryStatusLabels,
  product: productStatusLabels,
  booking: BOOKING_STATUS_LABELS,
};

/** Fields whose codes read the same whatever the entry is about. */
const labelsOf: Readonly<Record<string, Labels>> = {
  role: staffRoleLabels,
  refundStatus: refundStatusLabels,
  stockLostType: stockLostTypeLabels,
  reason: stockReasonLabels,
};

/** Integer won, shown as 407,000원. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['refundAmount', 'returnShippingFee', 'price', 'sellingPrice', 'extraPrice', 'amount', 'payAmount']);
/** Instants, shown in Korean time. */
const TIME_FIELDS: ReadonlySet<string> = new Set(['delivered_at', 'deliveredAt', 'shipped_at', 'shippedAt', 'displayFrom', 'displayUntil']);
const LINE_FIELDS: ReadonlySet<string> = new Set(['lines', 'lineNos']);
const AUTH_LABELS: Readonly<Record<number, string>> = { [BUSINESS_AUTH_NO]: '사업자 회원' };

/** The label of a coded value in this field, if it is one the console knows. */
function labelOf(field: string, value: string, targetType: string | undefined): string | undefined {
  if (field === 'status' || /^line\d+$/.test(field)) {
    const table: Labels | undefined = /^line\d+$/.test(field) ? lineStatusLabels : targetType ? statusLabelsOf[targetType] : undefined;
    // Without the entry's kind, any table that knows the code will do.
    return table ? table[value] : Object.values(statusLabelsOf).find((labels) => labels[value])?.[value];
  }
  if (field === 'carrier' || field === 'carrierCode') return carrierNamed(value)?.name;
  return labelsOf[field]?.[value];
}

/**
 * A before/after value as a person reads it: Korean labels for status and other codes (the
 * entry's target type tells an order line's 배송중 from a claim's 수거완료), money as
 * 407,000원, line numbers as 1, 2번, times in Korean time, 예/아니요, 없음 for null.
 */
export function formatAuditValue(path: string, value: unknown, targetType?: string): string {
  const field = path.split('.').at(-1) ?? path;
  if (value === null || value === undefined) return '없음';
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return formatKrw(value);
    if (field === 'authNo' && AUTH_LABELS[value]) return `${AUTH_LABELS[value]} (${value})`;
    return value.toLocaleString('ko-KR');
  }
  if (typeof value === 'string') {
    if (TIME_FIELDS.has(field) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return labelOf(field, value, targetType) ?? value;
  }
  if (Array.isArray(value) && LINE_FIELDS.has(field) && value.every((item) => typeof item === 'number')) return value.length ? `${value.join(', ')}번` : '없음';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

/** The code behind a label, for a tooltip: only when the value was shown as a word. */
export function auditValueCode(path: string, value: unknown, targetType?: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const shown = formatAuditValue(path, value, targetType);
  return shown === value ? undefined : value;
}
