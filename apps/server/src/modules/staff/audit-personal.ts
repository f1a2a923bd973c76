import type { AuditState } from '@maru/domain';
import type { PersonalDataView, PersonalField } from './personal-data';

// Personal data inside the audit log's before/after (issue 41). Entries are written to hold
// none (a reveal records which fields, never the values), but an action may record a name or
// an address (a receiver changed, an older server's entry), so the log's answer passes every
// value under a personal field's name through the viewer's personal-data view, in entries about
// records of shoppers and visitors only: a category's or a coupon's `name` is no one's, and the
// staff accounts' names are the colleagues the 'staff' right manages.

/** The mask a value takes: a field's, or an address's detail (left out, as on every screen). */
type Mask = PersonalField | 'addressDetail';

/** Field names whose values are a person's data, by the mask they take. */
const PERSONAL_KEYS: Readonly<Record<string, Mask>> = {
  name: 'name', memberName: 'name', ordererName: 'name', receiverName: 'name', ceoName: 'name', holder: 'name', writerName: 'name',
  phone: 'phone', ordererPhone: 'phone', receiverPhone: 'phone', mobile: 'phone',
  email: 'email', memberEmail: 'email', ordererEmail: 'email',
  address: 'address', receiverAddress: 'address', addressDetail: 'addressDetail', receiverAddressDetail: 'addressDetail',
};
/** Targets whose entries may name a shopper or a visitor. */
const PEOPLE_TARGETS: ReadonlySet<string> = new Set(['member', 'order', 'claim', 'booking', 'inquiry', 'review', 'business_request']);

function shownValue(field: Mask, value: string, personal: PersonalDataView): string {
  if (field === 'address') return personal.place({ zonecode: '', address: value, addressDetail: '' }).address;
  if (field === 'addressDetail') return personal.place({ zonecode: '', address: '', addressDetail: value }).addressDetail;
  if (field === 'email') return personal.email(value) ?? value;
  return personal[field](value);
}

/** A JSON value with every string under a personal key shown through `personal`; `found` notes whether there was one. */
function shown(value: unknown, personal: PersonalDataView, found: { personal: boolean }, field?: Mask): unknown {
  if (typeof value === 'string' && field) {
    found.personal = true;
    return shownValue(field, value, personal);
  }
  if (Array.isArray(value)) return value.map((item) => shown(item, personal, found, field));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shown(child, personal, found, PERSONAL_KEYS[key] ?? field)]));
  return value;
}

/** One entry's before and after as the viewer may see them, and whether they held personal data. */
export function shownAuditStates(entry: { targetType: string; before: AuditState | null; after: AuditState | null }, personal: PersonalDataView) {
  const found = { personal: false };
  if (!PEOPLE_TARGETS.has(entry.targetType)) return { before: entry.before, after: entry.after, personal: false };
  const before = shown(entry.before, personal, found) as AuditState | null;
  const after = shown(entry.after, personal, found) as AuditState | null;
  return { before, after, personal: found.personal };
}
