import {
  type AdminMemberView, adminMemberStatusLabels, BUSINESS_AUTH_NO, maskAddress, maskMemberEmail, maskName, MEMBER_PAGE_RECENT, type MemberPersonalView,
  suspensionReasonLabels, type SuspensionEvent,
} from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { memberAddressBook } from '../address';
import { consoleCoupons, consolePoints } from '../benefit';
import { consoleMember, maskPhone, memberNotFound, suspensionHistory, type SuspensionRow } from '../identity';
import { memberInquiriesForConsole } from '../inquiry';
import { consoleMemberClaims, consoleMemberOrders } from '../order';
import { memberBookingsForConsole } from '../showroom';
import { staffNames } from '../staff';

type Db = Kysely<Database>;

function eventsOf(rows: readonly SuspensionRow[], names: Map<number, string>): SuspensionEvent[] {
  return rows.map((row) => ({
    action: row.action,
    reasonCode: row.reasonCode,
    reasonLabel: row.reasonCode ? suspensionReasonLabels[row.reasonCode] : null,
    reason: row.reason,
    at: row.at.toISOString(),
    staffName: row.staffId === null ? null : (names.get(row.staffId) ?? null),
  }));
}

/**
 * 회원 상세: the member's profile masked (as the search masks it; the address to its district),
 * their state with the suspension in force, and the latest of their orders, claims, points,
 * coupons, inquiries and bookings, each read through the module that owns it.
 */
export async function memberPage(db: Db, memberId: number, now: Date): Promise<AdminMemberView> {
  const member = await consoleMember(db, memberId);
  if (!member) throw memberNotFound();
  const [addresses, history, orders, claims, points, coupons, inquiries, bookings] = await Promise.all([
    memberAddressBook(db, memberId),
    suspensionHistory(db, memberId),
    consoleMemberOrders(db, memberId, MEMBER_PAGE_RECENT),
    consoleMemberClaims(db, memberId, MEMBER_PAGE_RECENT),
    consolePoints(db, memberId, MEMBER_PAGE_RECENT),
    consoleCoupons(db, memberId, now, MEMBER_PAGE_RECENT),
    memberInquiriesForConsole(db, memberId, MEMBER_PAGE_RECENT),
    memberBookingsForConsole(db, memberId, MEMBER_PAGE_RECENT),
  ]);
  const names = await staffNames(db, history.flatMap((row) => (row.staffId === null ? [] : [row.staffId])));
  const events = eventsOf(history, names);
  const current = member.status === 'SUSPENDED' ? (events.find((event) => event.action === 'SUSPEND') ?? null) : null;
  return {
    memberId: member.memberId,
    name: maskName(member.name),
    email: member.email ? maskMemberEmail(member.email) : null,
    phone: maskPhone(member.phone),
    addresses: addresses.map((row) => ({
      addressId: row.address_id,
      label: row.label,
      receiverName: maskName(row.receiver_name),
      receiverPhone: maskPhone(row.receiver_phone) ?? '',
      address: maskAddress(row.address),
      isDefault: row.is_default,
    })),
    status: member.status,
    statusLabel: adminMemberStatusLabels[member.status],
    suspension: current,
    suspensionHistory: events,
    business: member.authNo === BUSINESS_AUTH_NO,
    joinedAt: member.joinedAt.toISOString(),
    lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
    withdrawnAt: member.withdrawnAt?.toISOString() ?? null,
    orders,
    claims,
    points,
    coupons,
    inquiries,
    bookings,
  };
}

/** What a reveal shows: the member's personal data as stored, their addresses whole. */
export async function memberPersonal(db: Db, memberId: number): Promise<MemberPersonalView> {
  const member = await consoleMember(db, memberId);
  if (!member) throw memberNotFound();
  const addresses = await memberAddressBook(db, memberId);
  return {
    memberId,
    name: member.name,
    email: member.email,
    phone: member.phone,
    addresses: addresses.map((row) => ({
      addressId: row.address_id,
      label: row.label,
      receiverName: row.receiver_name,
      receiverPhone: row.receiver_phone,
      zonecode: row.zonecode,
      address: row.address,
      addressDetail: row.address_detail,
    })),
  };
}
