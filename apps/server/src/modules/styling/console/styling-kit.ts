import { type AdminStylingView, ApiCode, type AuditState, roundPercent, scheduleOf, scheduleViewOf, type StylingWrite } from '@maru/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import type { Database, Db } from '../../../db/database';
import { existingProductNos, productPicksByNo } from '../../catalogue';
import { removeImageFiles } from '../../media';
import { type PhotoUrl, stylingImage } from '../views';
import { consoleStyling, type ConsoleStylingRow, hotspotsOf, usableImage } from './queries';

// What the console's styling route groups share (routes.ts registers them): the views of a
// room, its audit state, and the checks and fields of a write.

/** Made once by stylingConsoleRoutes and given to each group. */
export interface StylingRouteKit {
  urlOf: PhotoUrl;
}

export const tags = ['admin'];
export const writeLimit = { requestLimit: { name: 'console-styling-write', perIp: 2_000, windowMs: 10 * MINUTE } };
/** The change topic of styling rooms: no named cache reads them, but the page cache empties on any change. */
export const STYLING_TOPIC = 'styling';

export const notFound = () => new ApiError(ApiCode.NO_DATA, '스타일링을 찾을 수 없습니다.', 404);
const refused = (message: string) => new ApiError(ApiCode.REQUIRED_PARAMETER, message, 400);

/** The description as paragraphs (story), split at empty lines. */
const paragraphsOf = (description: string) => description.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);

export const scheduleOfRow = (row: ConsoleStylingRow) => ({ state: row.state, startsAt: row.published_at, endsAt: row.ends_at });

export const photoOf = (row: ConsoleStylingRow, urlOf: PhotoUrl) => {
  const image = stylingImage(row.styling_no, 0, row.title, { photo: row.storage_key && row.width && row.height ? { storageKey: row.storage_key, width: row.width, height: row.height } : null, urlOf });
  return { imageId: row.image_id, url: image.url, width: image.width, height: image.height, caption: row.caption ?? '' };
};

/** What an operator writes of a room, the same in its console view and its audit entry. */
const writtenFieldsOf = (row: ConsoleStylingRow) => ({
  stylingNo: row.styling_no,
  title: row.title,
  summary: row.summary,
  space: row.space,
  style: row.style,
  description: row.story.join('\n\n'),
});

export async function viewOf(app: FastifyInstance, db: Db, row: ConsoleStylingRow, urlOf: PhotoUrl): Promise<AdminStylingView> {
  const hotspots = await hotspotsOf(db, row.styling_no);
  const products = new Map((await productPicksByNo(db, [...new Set(hotspots.map((hotspot) => hotspot.product_no))])).map((product) => [product.productNo, product]));
  return {
    ...writtenFieldsOf(row),
    photo: photoOf(row, urlOf),
    otherPhotos: row.other_photos,
    hotspots: hotspots.map((hotspot) => ({ x: hotspot.x, y: hotspot.y, productNo: hotspot.product_no, product: products.get(hotspot.product_no) ?? null })),
    schedule: scheduleViewOf(scheduleOfRow(row), app.clock.now()),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function auditStateOf(db: Db, row: ConsoleStylingRow): Promise<AuditState> {
  const hotspots = await hotspotsOf(db, row.styling_no);
  return {
    ...writtenFieldsOf(row),
    photo: row.image_id ? `#${row.image_id}` : '기본 사진',
    photoCaption: row.caption ?? '',
    hotspots: hotspots.map((hotspot) => `상품 ${hotspot.product_no} (${hotspot.x}%, ${hotspot.y}%)`),
    state: row.state,
    startsAt: row.published_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
  };
}

/** One room's console view, or 404. */
export async function stylingView(app: FastifyInstance, stylingNo: number, urlOf: PhotoUrl) {
  const row = await consoleStyling(app.db, stylingNo);
  if (!row) throw notFound();
  return viewOf(app, app.db, row, urlOf);
}

/** Checks the products and the upload the write names (inside the save's transaction). */
export async function check(trx: Transaction<Database>, write: StylingWrite, stylingNo: number | null) {
  if (write.photoImageId === null && stylingNo === null) throw refused('스타일링 사진을 올려 주세요.');
  if (write.photoImageId !== null && !(await usableImage(trx, write.photoImageId, stylingNo))) throw refused('사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.');
  const productNos = [...new Set(write.hotspots.map((hotspot) => hotspot.productNo))];
  const existing = await existingProductNos(trx, productNos);
  const missing = productNos.filter((productNo) => !existing.has(productNo));
  if (missing.length) throw refused(`상품 ${missing.join(', ')}번을 찾을 수 없습니다.`);
}

/**
 * The row's fields from a write. Published without a start: from now on, or from when it was
 * first published (published_at is the start shoppers sort by).
 */
export function fieldsOf(write: StylingWrite, now: Date, current: ConsoleStylingRow | null) {
  const schedule = scheduleOf(write.schedule);
  const keptStart = current?.state === 'PUBLISHED' && current.published_at && current.published_at <= now ? current.published_at : now;
  const publishedAt = schedule.startsAt ?? (schedule.state === 'PUBLISHED' ? keptStart : null);
  if (schedule.endsAt && publishedAt && schedule.endsAt <= publishedAt) throw refused('게시 종료는 시작보다 뒤여야 합니다.');
  return {
    title: write.title,
    summary: write.summary,
    space: write.space,
    style: write.style,
    story: paragraphsOf(write.description),
    state: schedule.state,
    published_at: publishedAt,
    ends_at: schedule.endsAt,
    edited_at: now,
    updated_at: now,
  };
}

export const hotspotsOfWrite = (write: StylingWrite) => write.hotspots.map((hotspot) => ({ productNo: hotspot.productNo, x: roundPercent(hotspot.x), y: roundPercent(hotspot.y) }));

export const removeFiles = async (app: FastifyInstance, request: FastifyRequest, storageKeys: readonly string[]) => {
  for (const storageKey of storageKeys) await removeImageFiles(app, storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey }, 'removing a styling photo’s files failed'));
};
