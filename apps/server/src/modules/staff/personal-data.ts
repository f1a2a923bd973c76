import { rightsAllow, type AuditTargetType } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { personalMasks } from '../identity';
import { auditActor, recordAudit } from './audit';
import { staffOf } from './require-staff';

// Personal data in console answers (issue 41, docs/staff-rights.md). Every console route that
// shows a member's or a visitor's name, phone, e-mail or address takes the request's view:
// for staff without 'members.personal' it masks (the same masks as the member search and
// page); for staff with it, it shows the values whole, and the route records the read in the
// audit log (action personal_data.read, kept with the access records: 2 years) before it
// answers, one entry per answer naming every record shown, so no whole value leaves unlogged.

export type PersonalField = 'name' | 'phone' | 'email' | 'address';

/** As the member reveal names its fields in the log. */
const FIELD_LABELS: Readonly<Record<PersonalField, string>> = { name: '이름', phone: '휴대폰 번호', email: '이메일', address: '주소' };

/** One answer's read of personal data: which records (ids in the answer's order), which fields, and why. */
export interface PersonalRead {
  targetType: AuditTargetType;
  ids: readonly (string | number)[];
  fields: readonly PersonalField[];
  /** A fixed purpose per screen (주문 처리, 문의 응대…): these reads ask no reason of their own. */
  purpose: string;
}

export interface PersonalDataView {
  /** True when the staff member holds the personal-data right and sees values whole. */
  readonly whole: boolean;
  name(value: string): string;
  phone(value: string): string;
  email(value: string | null): string | null;
  /** A postal address: its first two words when masked; zone code and detail left out. */
  place<T extends { zonecode: string; address: string; addressDetail: string }>(value: T): T;
  /** Logs the read when values were shown whole and the answer holds any record; nothing otherwise. */
  recordRead(read: PersonalRead): Promise<void>;
}

const same = <T>(value: T): T => value;

const masked: Omit<PersonalDataView, 'recordRead'> = {
  whole: false,
  name: personalMasks.name,
  phone: (value) => (value ? personalMasks.phone(value) : value),
  email: (value) => (value ? personalMasks.email(value) : value),
  place: (value) => ({ ...value, zonecode: personalMasks.zonecode(), address: personalMasks.address(value.address), addressDetail: personalMasks.addressDetail() }),
};

const shown: Omit<PersonalDataView, 'recordRead'> = { whole: true, name: same, phone: same, email: same, place: same };

/** Whether a staff member sees personal data whole: the right 'members.personal', nothing else. */
const seesPersonalData = (request: FastifyRequest): boolean => rightsAllow(staffOf(request).rights, ['members.personal']);

/** The request's view of personal data; call it in a console route (after the section's guard). */
export function personalDataView(request: FastifyRequest): PersonalDataView {
  if (!seesPersonalData(request)) return { ...masked, recordRead: async () => {} };
  return {
    ...shown,
    recordRead: async (read) => {
      if (read.ids.length === 0) return;
      const ids = read.ids.map(String);
      await request.server.db.transaction().execute((trx) =>
        recordAudit(trx, {
          ...auditActor(request),
          action: 'personal_data.read',
          targetType: read.targetType,
          // A detail names its record; a list's records are in `ids`.
          targetId: ids.length === 1 ? ids[0]! : null,
          before: null,
          after: { purpose: read.purpose, revealed: read.fields.map((field) => FIELD_LABELS[field]), ids },
        }),
      );
    },
  };
}
