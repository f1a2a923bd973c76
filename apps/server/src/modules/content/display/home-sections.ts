import {
  ApiCode, homeSectionBodies, scheduleOf, scheduleViewOf, type AdminHomeSectionView, type AuditState, type HomeProductPick, type HomeSectionKind, type HomeSectionView,
  type homeSectionWriteRequest, type ProductCard,
} from '@maru/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { countConsoleProducts, listConsoleProducts, productCard, productCardsByNo } from '../../catalogue';
import { recordAudit, type AuditActor } from '../../staff';
import { heroImage } from './hero-image';
import {
  allHomeSections, deleteHomeSection, type HomeSectionRow, insertHomeSection, liveHomeSections, lockAllHomeSections, lockHomeSection, setHomeSectionOrder, updateHomeSection,
} from './home-queries';

// The home page's sections (issue 27): what / shows is the stored sections, in the operator's
// order, each from its start until its end. A section whose stored body no longer fits its
// kind (a hand-edited row) is left off the page rather than breaking it.

export type HomeSectionWrite = z.output<typeof homeSectionWriteRequest>;

export const sectionNotFound = (sectionId: number) => new ApiError(ApiCode.NO_DATA, `홈 화면 영역 ${sectionId}번을 찾을 수 없습니다.`, 404);

type Body<K extends HomeSectionKind> = z.output<(typeof homeSectionBodies)[K]>;

function bodyOf<K extends HomeSectionKind>(kind: K, body: unknown): Body<K> | undefined {
  const parsed = homeSectionBodies[kind].safeParse(body);
  return parsed.success ? (parsed.data as Body<K>) : undefined;
}

/** The cards of picked products in the picked order; hidden or removed products are skipped. */
async function pickedCards(db: Kysely<Database>, productNos: readonly number[], memberId: number | undefined): Promise<ProductCard[]> {
  return (await productCardsByNo(db, productNos, memberId)).map(productCard);
}

function shopView(row: HomeSectionRow, cards: ReadonlyMap<number, ProductCard[]>): HomeSectionView | undefined {
  const { sectionId } = row;
  switch (row.kind) {
    case 'HERO': {
      const body = bodyOf('HERO', row.body);
      return body && { sectionId, kind: 'HERO', slides: body.slides.map(({ imageKey, ...slide }, index) => ({ slideNo: index + 1, ...slide, image: heroImage(imageKey) })) };
    }
    case 'CATEGORIES': {
      const body = bodyOf('CATEGORIES', row.body);
      return body && { sectionId, kind: 'CATEGORIES', title: body.title, shortcuts: body.shortcuts };
    }
    case 'SITE_LINKS':
    case 'BRANDS': {
      const body = bodyOf(row.kind, row.body);
      return body && { sectionId, kind: row.kind, title: body.title };
    }
    case 'SHELF': {
      const body = bodyOf('SHELF', row.body);
      return body && { sectionId, kind: 'SHELF', title: body.title, source: body.source, products: body.source === 'PICKED' ? (cards.get(sectionId) ?? []) : [] };
    }
    case 'SAMPLE': {
      const body = bodyOf('SAMPLE', row.body);
      return body && { sectionId, kind: 'SAMPLE', block: body };
    }
    case 'SHOWROOM': {
      const body = bodyOf('SHOWROOM', row.body);
      return body && { sectionId, kind: 'SHOWROOM', block: body };
    }
  }
}

/**
 * GET /display/v1/home: the sections on show at `now` (and the ones a preview names), in order.
 * `memberId` is asked only when a picked shelf is on show (its cards carry the member's likes).
 */
export async function homeSectionsForShop(db: Kysely<Database>, now: Date, previewed: ReadonlySet<number>, memberId: () => Promise<number | undefined>): Promise<HomeSectionView[]> {
  const rows = await liveHomeSections(db, now, previewed);
  const picked = rows.flatMap((row) => {
    if (row.kind !== 'SHELF') return [];
    const body = bodyOf('SHELF', row.body);
    return body?.source === 'PICKED' ? [{ sectionId: row.sectionId, productNos: body.productNos }] : [];
  });
  const cards = new Map<number, ProductCard[]>();
  if (picked.length > 0) {
    const member = await memberId();
    for (const shelf of picked) cards.set(shelf.sectionId, await pickedCards(db, shelf.productNos, member));
  }
  return rows.flatMap((row) => shopView(row, cards) ?? []);
}

// ── The console ─────────────────────────────────────────────────────────────────────────

const pickOf = (card: ProductCard): HomeProductPick => ({
  productNo: card.productNo,
  productName: card.productName,
  brandName: card.brandName,
  sellingPrice: card.sellingPrice,
  status: card.soldOutYn === 'Y' ? 'SOLD_OUT' : 'ON_SALE',
  imageUrl: card.thumbnailImageUrl,
});

async function adminViews(db: Kysely<Database>, rows: readonly HomeSectionRow[], now: Date): Promise<AdminHomeSectionView[]> {
  const views: AdminHomeSectionView[] = [];
  for (const row of rows) {
    const body = bodyOf(row.kind, row.body);
    // A body that no longer fits is shown to the console as its kind's empty form would be refused: left out, with the rest.
    if (!body) continue;
    const picked = row.kind === 'SHELF' ? (await pickedCards(db, (body as Body<'SHELF'>).productNos, undefined)).map(pickOf) : [];
    views.push({
      sectionId: row.sectionId,
      kind: row.kind,
      body,
      sortOrder: row.sortOrder,
      schedule: scheduleViewOf({ state: row.state, startsAt: row.startsAt, endsAt: row.endsAt }, now),
      picked,
      updatedAt: row.updatedAt.toISOString(),
    } as AdminHomeSectionView);
  }
  return views;
}

export async function adminHomeSections(db: Kysely<Database>, now: Date): Promise<AdminHomeSectionView[]> {
  return adminViews(db, await allHomeSections(db), now);
}

export async function adminHomeSection(db: Kysely<Database>, sectionId: number, now: Date): Promise<AdminHomeSectionView> {
  const [view] = await adminViews(db, await allHomeSections(db, sectionId), now);
  if (!view) throw sectionNotFound(sectionId);
  return view;
}

/** The console's product search (catalogue's own: a number, or words of the name or brand), 20 at a time. */
export async function searchShelfProducts(db: Kysely<Database>, keyword: string, page: number) {
  const size = 20;
  const query = { keyword, sort: 'NEWEST' as const, page, size };
  const [rows, total] = await Promise.all([listConsoleProducts(db, query), countConsoleProducts(db, { keyword })]);
  return {
    list: rows.map((row) => ({ productNo: row.productNo, productName: row.productName, brandName: row.brandName, sellingPrice: row.sellingPrice, status: row.status, imageUrl: row.imageUrl })),
    page,
    size,
    total,
  };
}

const auditState = (row: HomeSectionRow): AuditState => ({
  sectionId: row.sectionId,
  kind: row.kind,
  body: row.body as AuditState,
  sortOrder: row.sortOrder,
  state: row.state,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
});

const fieldsOf = (write: HomeSectionWrite) => ({ kind: write.kind, body: write.body, schedule: scheduleOf(write.schedule) });

/** A new section at the bottom of the page. */
export async function createHomeSection(db: Kysely<Database>, write: HomeSectionWrite, actor: AuditActor, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockAllHomeSections(trx);
    const sectionId = await insertHomeSection(trx, fieldsOf(write), now);
    await recordAudit(trx, { ...actor, action: 'home_section.create', targetType: 'home_section', targetId: sectionId, before: null, after: auditState((await lockHomeSection(trx, sectionId))!) });
    return sectionId;
  });
}

/** A section's content and schedule; its kind stays what it was made as (a new kind is a new section). */
export async function editHomeSection(db: Kysely<Database>, sectionId: number, write: HomeSectionWrite, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await lockHomeSection(trx, sectionId);
    if (!existing) throw sectionNotFound(sectionId);
    if (existing.kind !== write.kind) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '영역의 종류는 바꿀 수 없습니다. 새 영역을 추가해 주세요.', 400);
    await updateHomeSection(trx, sectionId, fieldsOf(write), now);
    const before = auditState(existing);
    const after = auditState((await lockHomeSection(trx, sectionId))!);
    if (JSON.stringify(before) !== JSON.stringify(after)) await recordAudit(trx, { ...actor, action: 'home_section.update', targetType: 'home_section', targetId: sectionId, before, after });
  });
}

export async function removeHomeSection(db: Kysely<Database>, sectionId: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await lockHomeSection(trx, sectionId);
    if (!existing) throw sectionNotFound(sectionId);
    await deleteHomeSection(trx, sectionId);
    await recordAudit(trx, { ...actor, action: 'home_section.delete', targetType: 'home_section', targetId: sectionId, before: auditState(existing), after: null });
  });
}

/** The page's order, top to bottom; the list must name every section once (6201 otherwise). */
export async function reorderHomeSections(db: Kysely<Database>, sectionIds: readonly number[], actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await lockAllHomeSections(trx);
    const given = new Set(sectionIds);
    if (current.length !== sectionIds.length || current.some((sectionId) => !given.has(sectionId))) {
      throw new ApiError(ApiCode.CONTENT_ORDER_MISMATCH, '순서를 정할 영역 목록이 지금의 홈 화면 영역 목록과 다릅니다. 새로 고친 뒤 다시 시도해 주세요.');
    }
    if (current.every((sectionId, index) => sectionId === sectionIds[index])) return false;
    await setHomeSectionOrder(trx, sectionIds);
    await recordAudit(trx, { ...actor, action: 'home_section.reorder', targetType: 'home_section', targetId: null, before: { sectionIds: current }, after: { sectionIds: [...sectionIds] } });
    return true;
  });
}
