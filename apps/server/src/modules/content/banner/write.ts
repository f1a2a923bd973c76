import { ApiCode, scheduleOf, type AdminBannerView, type AuditState, type bannerWriteRequest } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { recordAudit, type AuditActor } from '../../staff';
import { assembleAdminBanners } from './assemble';
import { deleteBanner, insertBanner, listAdminBanners, listBannerConditions, lockAllBanners, lockBanner, setBannerOrder, updateBanner, type BannerFields } from './queries';

export type BannerWrite = z.output<typeof bannerWriteRequest>;

export const bannerNotFound = (bannerSeq: number) => new ApiError(ApiCode.NO_DATA, `배너 ${bannerSeq}번을 찾을 수 없습니다.`, 404);

const fieldsOf = (write: BannerWrite): BannerFields => ({ ...write, schedule: scheduleOf(write.schedule) });

/** What the audit log keeps of a banner: every field an operator sets, as the console reads it. */
function auditState(banner: AdminBannerView): AuditState {
  return {
    bannerSeq: banner.bannerSeq,
    contents: banner.contents,
    bannerLink: banner.pcLink.bannerLink,
    targetBlankYn: banner.pcLink.targetBlankYn,
    bannerColor: banner.bannerColor,
    bgColor: banner.bgColor,
    closeYn: banner.closeYn,
    closePeriod: banner.closePeriod,
    conditionList: banner.conditionList,
    state: banner.schedule.state,
    startsAt: banner.schedule.startsAt,
    endsAt: banner.schedule.endsAt,
    sortOrder: banner.sortOrder,
  };
}

/** One banner as the console reads it, or undefined. */
export async function adminBanner(db: Kysely<Database>, bannerSeq: number, now: Date): Promise<AdminBannerView | undefined> {
  const [row] = await listAdminBanners(db, bannerSeq);
  if (!row) return undefined;
  return assembleAdminBanners([row], await listBannerConditions(db, [bannerSeq]), now)[0];
}

export async function adminBanners(db: Kysely<Database>, now: Date): Promise<AdminBannerView[]> {
  const rows = await listAdminBanners(db);
  return assembleAdminBanners(rows, await listBannerConditions(db, rows.map((row) => row.bannerSeq)), now);
}

/** Creates a banner (tried after every other until reordered), audited with what it holds. */
export async function createBanner(db: Kysely<Database>, write: BannerWrite, actor: AuditActor, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const bannerSeq = await insertBanner(trx, fieldsOf(write), now);
    const after = (await adminBanner(trx, bannerSeq, now))!;
    await recordAudit(trx, { ...actor, action: 'banner.create', targetType: 'banner', targetId: bannerSeq, before: null, after: auditState(after) });
    return bannerSeq;
  });
}

/** Changes a banner's fields, targeting and schedule (its place stays); the same fields again log nothing. */
export async function editBanner(db: Kysely<Database>, bannerSeq: number, write: BannerWrite, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockBanner(trx, bannerSeq))) throw bannerNotFound(bannerSeq);
    const before = auditState((await adminBanner(trx, bannerSeq, now))!);
    await updateBanner(trx, bannerSeq, fieldsOf(write), now);
    const after = auditState((await adminBanner(trx, bannerSeq, now))!);
    if (JSON.stringify(before) !== JSON.stringify(after)) await recordAudit(trx, { ...actor, action: 'banner.update', targetType: 'banner', targetId: bannerSeq, before, after });
  });
}

export async function removeBanner(db: Kysely<Database>, bannerSeq: number, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockBanner(trx, bannerSeq))) throw bannerNotFound(bannerSeq);
    const before = auditState((await adminBanner(trx, bannerSeq, now))!);
    await deleteBanner(trx, bannerSeq);
    await recordAudit(trx, { ...actor, action: 'banner.delete', targetType: 'banner', targetId: bannerSeq, before, after: null });
  });
}

/** The shop tries banners in this order (CDC); the list must name every banner once (6201 otherwise). */
export async function reorderBanners(db: Kysely<Database>, bannerSeqs: readonly number[], actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await lockAllBanners(trx);
    const given = new Set(bannerSeqs);
    if (current.length !== bannerSeqs.length || current.some((bannerSeq) => !given.has(bannerSeq))) {
      throw new ApiError(ApiCode.CONTENT_ORDER_MISMATCH, '순서를 정할 배너 목록이 지금의 배너 목록과 다릅니다. 새로 고친 뒤 다시 시도해 주세요.');
    }
    if (current.every((bannerSeq, index) => bannerSeq === bannerSeqs[index])) return false;
    await setBannerOrder(trx, bannerSeqs);
    await recordAudit(trx, { ...actor, action: 'banner.reorder', targetType: 'banner', targetId: null, before: { bannerSeqs: current }, after: { bannerSeqs: [...bannerSeqs] } });
    return true;
  });
}
