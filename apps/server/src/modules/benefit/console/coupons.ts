import { randomUUID } from 'node:crypto';
import {
  ApiCode, COUPON_CSV_COLUMN, couponExpiry, inScope, koreanDayRange, scheduleViewOf, type AdminCouponRow, type AdminCouponView, type CouponCsvResult, type CouponHolderListView,
  type CouponHolderQuery, type CouponIssueResult, type CouponRecallRequest, type CouponRecallResult, type CouponSegmentPreview, type CouponWrite, type ImportProblem, type MemberSegment,
  quoteCell, type Schedule,
} from '@maru/domain';
import type { Insertable, Kysely } from 'kysely';
import { csvRecords } from '../../../core/files/csv-upload';
import { ApiError } from '../../../core/http/errors';
import type { Database, Db } from '../../../db/database';
import { pickProductNos, productScopes } from '../../catalogue';
import { activeBusinessMembers, activeMemberIds, activeMembersJoined, maskedMemberNames } from '../../identity';
import { recordAudit, type AuditActor } from '../../staff';
import { termsView } from '../coupon-views';
import {
  buyersOf, countIssues, couponCountsOf, couponHolders, eventExists, hasCopies, heldCount, insertCopies, insertCoupon, listCoupons, lockCoupon, productsBoughtBetween, recallCopies, redeemCodeTaken,
  updateCoupon,
} from './queries';
import { type CouponRow, findCoupon, termsOf } from '../queries/coupons';
import type { CouponTable } from '../tables';

// The console's coupons (issue 27; docs/coupons-console.md): made and edited, shown on product
// pages, an event page or behind a typed code, given to members (chosen, by a segment, from a
// CSV of member numbers) and recalled. Every change is audited with before and after, in the
// transaction that makes it.

const couponNotFound = () => new ApiError(ApiCode.COUPON_NOT_FOUND, '쿠폰을 찾을 수 없습니다.', 404);

/** The coupon's publication as the domain's schedule: a coupon not active is a draft; its download window is the period. */
export const scheduleOfCoupon = (row: CouponRow): Schedule => ({ state: row.active ? 'PUBLISHED' : 'DRAFT', startsAt: row.download_from, endsAt: row.download_until });

export function adminCouponRowOf(row: CouponRow, counts: AdminCouponRow['counts'], now: Date): AdminCouponRow {
  return {
    ...termsView(row),
    channel: row.channel,
    eventCode: row.event_code,
    redeemCode: row.redeem_code,
    schedule: scheduleViewOf(scheduleOfCoupon(row), now),
    validUntil: row.valid_until?.toISOString() ?? null,
    validDays: row.valid_days,
    totalQuantity: row.total_quantity,
    counts,
    createdAt: row.created_at.toISOString(),
  };
}

export async function adminCouponList(db: Db, query: Parameters<typeof listCoupons>[1], now: Date) {
  const { rows, total } = await listCoupons(db, query, now);
  const counts = await couponCountsOf(db, rows.map((row) => row.coupon_id), now);
  return { list: rows.map((row) => adminCouponRowOf(row, counts.get(row.coupon_id)!, now)), total, page: query.page, size: query.size };
}

/** How many products the preview looks through for one a category or brand coupon covers. */
const PREVIEW_PICKS = 500;

/** The shop page that shows the coupon: a product page in its scope (쿠폰 받기) or its event page; none for codes, issue-only and sign-up coupons. */
async function previewPathOf(db: Db, row: CouponRow): Promise<string | null> {
  if (row.channel === 'EVENT') return row.event_code ? `/events/coupon/${row.event_code}` : null;
  if (row.channel !== 'DOWNLOAD') return null;
  if (row.scope === 'PRODUCT') return row.scope_ids[0] ? `/product/item/${row.scope_ids[0]}` : null;
  const picks = await pickProductNos(db, { order: 'popularity', limit: row.scope === 'ALL' ? 1 : PREVIEW_PICKS });
  const scopes = await productScopes(db, picks);
  const productNo = picks.find((no) => scopes.has(no) && inScope(termsOf(row), scopes.get(no)!));
  return productNo === undefined ? null : `/product/item/${productNo}`;
}

export async function adminCoupon(db: Db, couponId: number, now: Date): Promise<AdminCouponView> {
  const row = await findCoupon(db, couponId);
  if (!row) throw couponNotFound();
  const counts = (await couponCountsOf(db, [couponId], now)).get(couponId)!;
  return { ...adminCouponRowOf(row, counts, now), scopeIds: row.scope_ids, termsLocked: counts.issued > 0, previewPath: await previewPathOf(db, row) };
}

/** What the audit log keeps of a coupon: its terms, how members get it, its schedule and validity. */
function couponState(row: CouponRow) {
  return {
    // What a shopper's coupon offers (the same terms an order checks), then how it is handed out.
    ...termsOf(row),
    channel: row.channel,
    eventCode: row.event_code,
    redeemCode: row.redeem_code,
    state: row.active ? 'PUBLISHED' : 'DRAFT',
    startsAt: row.download_from.toISOString(),
    endsAt: row.download_until?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
    validDays: row.valid_days,
    totalQuantity: row.total_quantity,
  };
}

/** The columns a console write sets. A start left empty is the moment of the write: "from now on". */
function columnsOf(input: CouponWrite, now: Date): Omit<Insertable<CouponTable>, 'coupon_id' | 'code' | 'issued_count' | 'created_at'> {
  return {
    name: input.name,
    benefit_type: input.benefitType,
    amount: input.amount,
    rate: input.rate,
    max_discount: input.maxDiscount,
    min_order_amount: input.minOrderAmount,
    scope: input.scope,
    scope_ids: input.scopeIds,
    channel: input.channel,
    event_code: input.eventCode,
    redeem_code: input.redeemCode,
    active: input.schedule.state === 'PUBLISHED',
    download_from: input.schedule.startsAt ? new Date(input.schedule.startsAt) : now,
    download_until: input.schedule.endsAt ? new Date(input.schedule.endsAt) : null,
    valid_until: input.validUntil ? new Date(input.validUntil) : null,
    valid_days: input.validDays,
    total_quantity: input.totalQuantity,
  };
}

const sameTerms = (row: CouponRow, input: CouponWrite) =>
  row.benefit_type === input.benefitType &&
  row.amount === input.amount &&
  row.rate === input.rate &&
  row.max_discount === input.maxDiscount &&
  row.min_order_amount === input.minOrderAmount &&
  row.scope === input.scope &&
  JSON.stringify(row.scope_ids) === JSON.stringify(input.scopeIds);

async function checkWrite(db: Db, input: CouponWrite, couponId: number | null): Promise<void> {
  if (input.eventCode !== null && !(await eventExists(db, input.eventCode))) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '없는 이벤트입니다. 이벤트 목록에서 골라 주세요.', 400);
  if (input.redeemCode !== null && (await redeemCodeTaken(db, input.redeemCode, couponId))) throw new ApiError(ApiCode.COUPON_CODE_TAKEN, `${input.redeemCode} 코드는 다른 쿠폰이 쓰고 있습니다. 다른 코드를 입력해 주세요.`);
}

/** The unique index on redeem_code decides two writes racing for one code. */
async function codeRace<T>(write: () => Promise<T>, code: string | null): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string; constraint?: string }).code === '23505' && code) throw new ApiError(ApiCode.COUPON_CODE_TAKEN, `${code} 코드는 다른 쿠폰이 쓰고 있습니다. 다른 코드를 입력해 주세요.`);
    throw error;
  }
}

export async function createCoupon(db: Kysely<Database>, input: CouponWrite, actor: AuditActor, now: Date): Promise<number> {
  await checkWrite(db, input, null);
  return codeRace(
    () =>
      db.transaction().execute(async (trx) => {
        // The operator's coupons get a key of their own; the seed's keep theirs (WELCOME_10 …).
        const row = await insertCoupon(trx, { code: `CONSOLE_${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`, ...columnsOf(input, now) });
        await recordAudit(trx, { ...actor, action: 'coupon.create', targetType: 'coupon', targetId: row.coupon_id, before: null, after: couponState(row) });
        return row.coupon_id;
      }),
    input.redeemCode,
  );
}

/**
 * Edits a coupon. Once any member was given a copy its terms (kind, amounts, minimum, scope) are
 * fixed: copies read their coupon's terms, and a member must not find the coupon they took worth
 * less (or an order's refund priced on terms that changed). Name, channel, schedule, validity of
 * copies still to come and quantity (not below what was given) may change. The sign-up coupon
 * stays the sign-up coupon.
 */
export async function editCoupon(db: Kysely<Database>, couponId: number, input: CouponWrite, actor: AuditActor, now: Date): Promise<void> {
  await checkWrite(db, input, couponId);
  await codeRace(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await lockCoupon(trx, couponId);
        if (!before) throw couponNotFound();
        if (before.channel === 'WELCOME') throw new ApiError(ApiCode.COUPON_TERMS_LOCKED, '신규 가입 쿠폰은 여기서 바꿀 수 없습니다. 새 쿠폰을 만들어 주세요.');
        if (!sameTerms(before, input) && (await hasCopies(trx, couponId))) throw new ApiError(ApiCode.COUPON_TERMS_LOCKED, '이미 발급된 쿠폰은 할인 내용과 적용 대상을 바꿀 수 없습니다. 새 쿠폰을 만들어 주세요.');
        if (input.totalQuantity !== null && input.totalQuantity < before.issued_count) {
          throw new ApiError(ApiCode.REQUIRED_PARAMETER, `발행 수량은 이미 발급된 ${before.issued_count.toLocaleString('ko-KR')}장보다 적을 수 없습니다.`, 400);
        }
        const columns = columnsOf(input, now);
        // A start left empty is "from now on": a coupon already begun keeps the moment it began.
        if (!input.schedule.startsAt && before.download_from <= now) columns.download_from = before.download_from;
        const after = await updateCoupon(trx, couponId, columns);
        const [was, is] = [couponState(before), couponState(after)];
        if (JSON.stringify(was) !== JSON.stringify(is)) await recordAudit(trx, { ...actor, action: 'coupon.update', targetType: 'coupon', targetId: couponId, before: was, after: is });
      }),
    input.redeemCode,
  );
}

// ---- issuing ----

/** Staff give a coupon while members could take it: published, its period begun, and neither it nor its use ended. */
function issuableOrThrow(coupon: CouponRow, now: Date): void {
  if (!coupon.active) throw new ApiError(ApiCode.COUPON_NOT_ISSUABLE, '임시 저장된 쿠폰은 발급할 수 없습니다. 먼저 게시해 주세요.');
  if (coupon.download_from > now) throw new ApiError(ApiCode.COUPON_NOT_ISSUABLE, '아직 시작하지 않은 쿠폰입니다. 시작 시각 뒤에 발급해 주세요.');
  if ((coupon.download_until !== null && coupon.download_until <= now) || (coupon.valid_until !== null && coupon.valid_until <= now)) {
    throw new ApiError(ApiCode.COUPON_NOT_ISSUABLE, '기간이 끝난 쿠폰입니다. 기간을 늘리거나 새 쿠폰을 만들어 주세요.');
  }
}

type IssueVia = { via: 'MEMBERS'; memberIds: readonly number[] } | { via: 'SEGMENT'; segment: MemberSegment } | { via: 'CSV'; rows: number };

/**
 * Gives the coupon to these active members, once each, counted against its quantity: with too
 * few copies left nothing is given (the operator chooses whom to leave out, not the order of a
 * list). Audited with the issued count before and after and how the members were chosen.
 */
async function issueTo(db: Kysely<Database>, couponId: number, memberIds: readonly number[], how: IssueVia, actor: AuditActor, now: Date): Promise<CouponIssueResult> {
  const coupon = await findCoupon(db, couponId);
  if (!coupon) throw couponNotFound();
  issuableOrThrow(coupon, now);
  const eligible = [...(await activeMemberIds(db, memberIds))];
  const asked = new Set(memberIds).size;
  const expiresAt = couponExpiry({ validUntil: coupon.valid_until, validDays: coupon.valid_days }, now);
  return db.transaction().execute(async (trx) => {
    const given = await insertCopies(trx, couponId, eligible, { issuedAt: now, expiresAt });
    if (!(await countIssues(trx, couponId, given.length))) {
      const left = coupon.total_quantity === null ? 0 : Math.max(coupon.total_quantity - coupon.issued_count, 0);
      throw new ApiError(ApiCode.COUPON_SOLD_OUT, `남은 수량(${left.toLocaleString('ko-KR')}장)보다 많은 회원(${given.length.toLocaleString('ko-KR')}명)에게 줄 수 없어 아무에게도 발급하지 않았습니다.`);
    }
    const result = { issued: given.length, skipped: asked - given.length };
    if (result.issued > 0) {
      const detail = how.via === 'MEMBERS' ? { memberIds: given } : how.via === 'SEGMENT' ? { segment: how.segment } : { rows: how.rows };
      await recordAudit(trx, {
        ...actor,
        action: 'coupon.issue',
        targetType: 'coupon',
        targetId: couponId,
        before: { couponId, name: coupon.name, issuedCount: coupon.issued_count },
        after: { couponId, name: coupon.name, issuedCount: coupon.issued_count + given.length, via: how.via, ...result, ...detail },
      });
    }
    return result;
  });
}

/** POST /coupons/{couponId}/issue: members chosen one by one. */
export const issueToMembers = (db: Kysely<Database>, couponId: number, memberIds: readonly number[], actor: AuditActor, now: Date) =>
  issueTo(db, couponId, memberIds, { via: 'MEMBERS', memberIds }, actor, now);

/** The active members a segment holds now. */
export async function segmentMembers(db: Db, segment: MemberSegment): Promise<number[]> {
  if (segment.kind === 'BUSINESS') return activeBusinessMembers(db);
  const { since, until } = koreanDayRange(segment.from, segment.to);
  if (segment.kind === 'JOINED') return activeMembersJoined(db, since!, until!);
  // What was bought then, by the coupon scope's own rule (categories at any level, brands).
  const bought = await productsBoughtBetween(db, since!, until!);
  const scopes = await productScopes(db, bought);
  const matching = bought.filter((productNo) => scopes.has(productNo) && inScope({ scope: segment.scope, scopeIds: segment.ids }, scopes.get(productNo)!));
  return [...(await activeMemberIds(db, await buyersOf(db, matching, since!, until!)))].sort((a, b) => a - b);
}

export async function previewSegment(db: Db, couponId: number, segment: MemberSegment): Promise<CouponSegmentPreview> {
  if (!(await findCoupon(db, couponId))) throw couponNotFound();
  const members = await segmentMembers(db, segment);
  return { members: members.length, alreadyHeld: await heldCount(db, couponId, members) };
}

export async function issueToSegment(db: Kysely<Database>, couponId: number, segment: MemberSegment, actor: AuditActor, now: Date): Promise<CouponIssueResult> {
  if (!(await findCoupon(db, couponId))) throw couponNotFound();
  return issueTo(db, couponId, await segmentMembers(db, segment), { via: 'SEGMENT', segment }, actor, now);
}

const CSV_MAX_ROWS = 20_000;
const CSV_MAX_PROBLEMS = 1_000;

class Problems {
  readonly list: ImportProblem[] = [];
  add(row: number, column: string, message: string): void {
    if (this.list.length < CSV_MAX_PROBLEMS) this.list.push({ row, column, message });
  }
}

/**
 * A CSV of member numbers (a 회원번호 column; other columns are left alone), checked row by row
 * (the header is row 1, as Excel numbers it): empty, not a number, not an active member, or the
 * same member as an earlier row. A dry run writes nothing; applying a file with any problem
 * gives nothing to anybody, as the product import.
 */
export async function issueFromCsv(db: Kysely<Database>, couponId: number, file: Buffer, dryRun: boolean, actor: AuditActor, now: Date): Promise<CouponCsvResult> {
  const coupon = await findCoupon(db, couponId);
  if (!coupon) throw couponNotFound();
  const problems = new Problems();
  const read = await csvRecords(file, problems, { maxRows: CSV_MAX_ROWS, trim: true });
  const rows: { row: number; memberId: number; cell: string }[] = [];
  if (read) {
    const column = read.header.findIndex((cell) => cell.replace(/\s+/g, '') === COUPON_CSV_COLUMN);
    if (column === -1) problems.add(1, COUPON_CSV_COLUMN, `꼭 있어야 하는 열이 없습니다. 첫 행에 ‘${COUPON_CSV_COLUMN}’ 열을 두세요.`);
    else {
      const firstRow = new Map<number, number>();
      read.data.forEach((record, index) => {
        const row = index + 2;
        const cell = (record[column] ?? '').trim();
        if (record.every((value) => value.trim() === '')) return;
        if (cell === '') return problems.add(row, COUPON_CSV_COLUMN, '값이 비어 있습니다.');
        if (/e\+/i.test(cell)) return problems.add(row, COUPON_CSV_COLUMN, `엑셀이 숫자로 바꾼 값입니다: ${quoteCell(cell)}. ${COUPON_CSV_COLUMN} 열의 서식을 텍스트로 바꿔 저장해 주세요.`);
        if (!/^\d{1,10}$/.test(cell) || Number(cell) < 1 || Number(cell) > 2_147_483_647) return problems.add(row, COUPON_CSV_COLUMN, `회원번호는 숫자로 입력해 주세요: ${quoteCell(cell)}`);
        const memberId = Number(cell);
        const earlier = firstRow.get(memberId);
        if (earlier !== undefined) return problems.add(row, COUPON_CSV_COLUMN, `${earlier}행과 같은 회원입니다: ${memberId}`);
        firstRow.set(memberId, row);
        rows.push({ row, memberId, cell });
      });
      if (read.data.length === 0) problems.add(1, '파일', '올릴 행이 없습니다.');
    }
  }
  const active = await activeMemberIds(db, rows.map((row) => row.memberId));
  for (const row of rows) if (!active.has(row.memberId)) problems.add(row.row, COUPON_CSV_COLUMN, `없는 회원번호이거나 탈퇴·휴면·정지된 회원입니다: ${row.cell}`);
  const good = rows.filter((row) => active.has(row.memberId)).map((row) => row.memberId);
  const held = await heldCount(db, couponId, good);
  const checked = { members: good.length, issued: good.length - held, skipped: held, errors: problems.list };
  if (dryRun) return checked;
  if (problems.list.length) throw new ApiError(ApiCode.COUPON_CSV_HAS_ERRORS, '파일에 오류가 있어 아무에게도 발급하지 않았습니다. 오류를 고친 뒤 다시 올려 주세요.', 200, checked);
  const result = await issueTo(db, couponId, good, { via: 'CSV', rows: rows.length }, actor, now);
  return { members: good.length, ...result, errors: [] };
}

// ---- recall and holders ----

/**
 * Takes unused copies back (all, or the chosen members'): they leave the members' coupons at
 * once and are refused at checkout. A copy an order holds stays with that order — paid, or
 * waiting for its payment (the shopper may be paying in the card window now, or the bank holds
 * the virtual account's amount): its price was agreed. Should that order end unpaid or be
 * cancelled, the copy is not given back. See docs/coupons-console.md.
 */
export async function recallCoupon(db: Kysely<Database>, couponId: number, request: CouponRecallRequest, actor: AuditActor, now: Date): Promise<CouponRecallResult> {
  return db.transaction().execute(async (trx) => {
    const coupon = await findCoupon(trx, couponId);
    if (!coupon) throw couponNotFound();
    const whom = 'all' in request ? 'ALL' : request.memberIds;
    const { recalled, inUse } = await recallCopies(trx, couponId, whom, now);
    const result = { recalled: recalled.length, inUse: inUse.length };
    if (recalled.length + inUse.length > 0) {
      await recordAudit(trx, {
        ...actor,
        action: 'coupon.recall',
        targetType: 'coupon',
        targetId: couponId,
        before: { couponId, name: coupon.name, issuedCount: coupon.issued_count },
        after: { couponId, name: coupon.name, issuedCount: Math.max(coupon.issued_count - recalled.length, 0), ...result, memberIds: whom === 'ALL' ? 'ALL' : [...recalled, ...inUse] },
      });
    }
    return result;
  });
}

export async function holdersOf(db: Db, couponId: number, query: CouponHolderQuery, now: Date): Promise<CouponHolderListView> {
  if (!(await findCoupon(db, couponId))) throw couponNotFound();
  const { rows, total } = await couponHolders(db, couponId, { status: query.status, offset: (query.page - 1) * query.size, limit: query.size }, now);
  const names = await maskedMemberNames(db, rows.map((row) => row.member_id));
  return {
    list: rows.map((row) => ({
      memberCouponId: row.member_coupon_id,
      memberId: row.member_id,
      name: names.get(row.member_id) ?? '탈퇴 회원',
      status: row.status,
      issuedAt: row.issued_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      usedAt: row.used_at?.toISOString() ?? null,
      usedOrderNo: row.order_no ?? null,
      recalledAt: row.recalled_at?.toISOString() ?? null,
    })),
    page: query.page,
    size: query.size,
    total,
  };
}
