import { businessRequestStatusLabels, staffRoleLabels } from '@maru/domain';

const labelled: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  role: staffRoleLabels,
  status: businessRequestStatusLabels,
};

/** A before/after value as a person reads it: labels for known codes, 예/아니요, 없음 for null. */
export function formatAuditValue(path: string, value: unknown): string {
  if (value === null || value === undefined) return '없음';
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (typeof value === 'string') {
    const field = path.split('.').at(-1) ?? path;
    const label = labelled[field]?.[value];
    return label ? `${label} (${value})` : value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
