import {
  adminExhibitionListView, adminExhibitionQuery, adminExhibitionView, couponPickList, couponPickQuery, exhibitionNoParams, exhibitionWrite, type ExhibitionWrite,
  inspirationDeleteResult, inspirationImageUpload, productPickList, productPickQuery, scheduleOf,
} from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import type { Database } from '../../../db/database';
import { eventCouponPicks } from '../../benefit';
import { productPicks } from '../../catalogue';
import { acceptImageUploads, removeImageFiles, storeImageFiles } from '../../media';
import { auditActor, recordAudit } from '../../staff';
import { UPLOAD_WIDTHS, uploadedImage } from '../images';
import { uploadUrlOf } from '../media-urls';
import {
  consoleExhibition, consoleExhibitionPage, type ConsoleExhibitionRow, deleteExhibition, deleteImagesOf, imageIdsOf, insertExhibition, insertImage, lockExhibition,
  settleImages, updateExhibition,
} from './queries';
import { adminExhibitionRowOf, adminExhibitionViewOf, auditStateOf } from './views';
import { checkWrite, exhibitionNotFound, namedImageIds, writeBlocks } from './write';

const tags = ['admin'];
// Editors save often (every reorder is a save); the limit only stops a runaway script or a stolen session.
const writeLimit = { requestLimit: { name: 'console-exhibition-write', perIp: 2_000, windowMs: 10 * MINUTE } };

/** The change topic of exhibitions: no named cache reads them, but the page cache empties on any change. */
const EXHIBITION_TOPIC = 'exhibition';

/**
 * 기획전 관리 (/api/admin/v1/exhibitions, CONTENT_ROLES): the list with its schedule status, one
 * exhibition with its blocks, create, edit (the whole exhibition, its blocks in order), delete;
 * picture uploads through the media pipeline, and the pickers' product and coupon searches.
 * Every change is audited with before/after; the uploads an exhibition no longer names are
 * removed (rows in the transaction, files after the commit). Encapsulated: multipart is
 * accepted on these routes only.
 */
export const exhibitionConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app, { maxFiles: 1 });
  const kit = exhibitionKit(app);
  listRoute(app, kit);
  pickerRoutes(app);
  imageUploadRoute(app, kit);
  detailRoute(app, kit);
  createRoute(app, kit);
  updateRoute(app, kit);
  deleteRoute(app, kit);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type ExhibitionKit = ReturnType<typeof exhibitionKit>;

/** The exhibition row's own columns of a write (its schedule as state and times). */
const fieldsOf = (write: ExhibitionWrite) => {
  const schedule = scheduleOf(write.schedule);
  return { title: write.title, summary: write.summary, cover_alt: write.coverAlt, state: schedule.state, starts_at: schedule.startsAt!, ends_at: schedule.endsAt! };
};
/** The exhibition, locked for the rest of the transaction; refused when there is none. */
const locked = async (trx: Transaction<Database>, exhibitionNo: number): Promise<ConsoleExhibitionRow> => {
  if (!(await lockExhibition(trx, exhibitionNo))) throw exhibitionNotFound();
  return (await consoleExhibition(trx, exhibitionNo))!;
};

/** What the exhibition routes share: picture addresses, the answer (one exhibition) and removing files after a commit. */
function exhibitionKit(app: App) {
  const urlOf = uploadUrlOf(app);

  const view = async (exhibitionNo: number) => {
    const row = await consoleExhibition(app.db, exhibitionNo);
    if (!row) throw exhibitionNotFound();
    return adminExhibitionViewOf(app.db, row, app.clock.now(), urlOf);
  };
  const removeFiles = async (request: FastifyRequest, storageKeys: readonly string[]) => {
    // After the commit: a rolled-back save must still find its files. Files left by a failure here are only unused bytes.
    for (const storageKey of storageKeys) await removeImageFiles(app, storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey }, 'removing an exhibition picture’s files failed'));
  };
  return { urlOf, view, removeFiles };
}

function listRoute(app: App, { urlOf }: ExhibitionKit) {
  app.get('/', { schema: { tags, summary: '기획전 목록 (최신순; 제목, 게시 상태)', querystring: adminExhibitionQuery, response: { 200: answerOf(adminExhibitionListView) } } }, async (request) => {
    const now = app.clock.now();
    const { rows, total } = await consoleExhibitionPage(app.db, request.query, now);
    return ok({ list: rows.map((row) => adminExhibitionRowOf(row, now, urlOf)), total, page: request.query.page, size: request.query.size });
  });
}

/** The pickers' product and coupon searches. */
function pickerRoutes(app: App) {
  app.get('/products', { schema: { tags, summary: '상품 묶음에 넣을 상품 찾기 (상품번호, 상품명·브랜드)', querystring: productPickQuery, response: { 200: answerOf(productPickList) } } }, async (request) =>
    ok({ list: await productPicks(app.db, request.query.keyword) }),
  );

  app.get('/coupons', { schema: { tags, summary: '쿠폰 블록에 넣을 이벤트 쿠폰 찾기 (쿠폰 이름, 이벤트)', querystring: couponPickQuery, response: { 200: answerOf(couponPickList) } } }, async (request) =>
    ok({ list: await eventCouponPicks(app.db, request.query.keyword, app.clock.now()) }),
  );
}

function imageUploadRoute(app: App, { urlOf }: ExhibitionKit) {
  app.post(
    '/images',
    {
      schema: { tags, summary: '기획전 사진 올리기 (multipart, 한 장; JPEG·PNG·WebP를 내용으로 확인해 WebP 320/640/1280으로 변환, 메타데이터 제거)', response: { 200: answerOf(inspirationImageUpload) } },
      // Re-encoding costs CPU (~0.3 s a 12 MP photo).
      config: { requestLimit: { name: 'console-exhibition-images', perIp: 600, windowMs: 10 * MINUTE } },
    },
    async (request) => {
      const [stored] = await storeImageFiles(request, { purpose: 'exhibition', naming: 'unique', maxFiles: 1 });
      const imageId = await insertImage(app.db, stored!);
      const image = { imageId, storageKey: stored!.storageKey, width: stored!.width, height: stored!.height };
      const shown = uploadedImage(urlOf, image, UPLOAD_WIDTHS.banner);
      return ok({ image: { imageId, url: shown.url, thumbnailUrl: uploadedImage(urlOf, image, 320).url, width: image.width, height: image.height } });
    },
  );
}

function detailRoute(app: App, { view }: ExhibitionKit) {
  app.get('/:exhibitionNo', { schema: { tags, summary: '기획전 상세 (블록 순서대로)', params: exhibitionNoParams, response: { 200: answerOf(adminExhibitionView) } } }, async (request) =>
    ok(await view(request.params.exhibitionNo)),
  );
}

function createRoute(app: App, { view }: ExhibitionKit) {
  app.post('/', { config: writeLimit, schema: { tags, summary: '기획전 만들기', body: exhibitionWrite, response: { 200: answerOf(adminExhibitionView) } } }, async (request) => {
    const write = request.body;
    const now = app.clock.now();
    const exhibitionNo = await app.db.transaction().execute(async (trx) => {
      const checks = await checkWrite(trx, write, null);
      const created = await insertExhibition(trx, { ...fieldsOf(write), cover_key: null, cover_image_id: write.coverImageId, updated_at: now });
      await writeBlocks(trx, created, write, checks, now);
      await settleImages(trx, created, namedImageIds(write));
      await recordAudit(trx, { ...auditActor(request), action: 'exhibition.create', targetType: 'exhibition', targetId: created, before: null, after: await auditStateOf(trx, (await consoleExhibition(trx, created))!) });
      return created;
    });
    app.caches.changed({ topic: EXHIBITION_TOPIC, key: String(exhibitionNo) });
    return ok(await view(exhibitionNo));
  });
}

function updateRoute(app: App, { view, removeFiles }: ExhibitionKit) {
  app.put('/:exhibitionNo', { config: writeLimit, schema: { tags, summary: '기획전 고치기 (블록 전체를 새 순서로)', params: exhibitionNoParams, body: exhibitionWrite, response: { 200: answerOf(adminExhibitionView) } } }, async (request) => {
    const { exhibitionNo } = request.params;
    const write = request.body;
    const now = app.clock.now();
    const unused = await app.db.transaction().execute(async (trx) => {
      const before = await auditStateOf(trx, await locked(trx, exhibitionNo));
      const checks = await checkWrite(trx, write, exhibitionNo);
      await updateExhibition(trx, exhibitionNo, { ...fieldsOf(write), ...(write.coverImageId !== null ? { cover_image_id: write.coverImageId, cover_key: null } : {}), updated_at: now });
      await writeBlocks(trx, exhibitionNo, write, checks, now);
      const current = (await consoleExhibition(trx, exhibitionNo))!;
      const keys = await settleImages(trx, exhibitionNo, [...namedImageIds(write), ...(current.cover_image_id ? [current.cover_image_id] : [])]);
      const after = await auditStateOf(trx, current);
      if (JSON.stringify(before) !== JSON.stringify(after)) await recordAudit(trx, { ...auditActor(request), action: 'exhibition.update', targetType: 'exhibition', targetId: exhibitionNo, before, after });
      return keys;
    });
    app.caches.changed({ topic: EXHIBITION_TOPIC, key: String(exhibitionNo) });
    await removeFiles(request, unused);
    return ok(await view(exhibitionNo));
  });
}

function deleteRoute(app: App, { removeFiles }: ExhibitionKit) {
  app.delete('/:exhibitionNo', { config: writeLimit, schema: { tags, summary: '기획전 지우기 (올린 사진 파일도 지움)', params: exhibitionNoParams, response: { 200: answerOf(inspirationDeleteResult) } } }, async (request) => {
    const { exhibitionNo } = request.params;
    const removed = await app.db.transaction().execute(async (trx) => {
      const before = await auditStateOf(trx, await locked(trx, exhibitionNo));
      const imageIds = await imageIdsOf(trx, exhibitionNo);
      await deleteExhibition(trx, exhibitionNo);
      const keys = await deleteImagesOf(trx, imageIds);
      await recordAudit(trx, { ...auditActor(request), action: 'exhibition.delete', targetType: 'exhibition', targetId: exhibitionNo, before, after: null });
      return keys;
    });
    app.caches.changed({ topic: EXHIBITION_TOPIC, key: String(exhibitionNo) });
    await removeFiles(request, removed);
    const { total } = await consoleExhibitionPage(app.db, { page: 1, size: 1 }, app.clock.now());
    return ok({ total });
  });
}
