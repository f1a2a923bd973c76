import { type AdminExhibitionBlock, type AdminExhibitionRow, type AdminExhibitionView, scheduleViewOf, type AuditState } from '@maru/domain';
import type { Db } from '../../../db/database';
import { eventCouponsById, eventCouponsOfEvent } from '../../benefit';
import { productPicksByNo } from '../../catalogue';
import { blockContent } from '../block-content';
import { BLOCK_IMAGE_SIZE, exhibitionImage, UPLOAD_WIDTHS, type UploadUrl, uploadedImage } from '../images';
import { blocksOf, uploadedImages } from '../queries';
import { blockImageIds, cleanExhibitionHtml, coverOf } from '../views';
import type { ConsoleExhibitionRow } from './queries';

// The console's answers and the audit log's before/after of an exhibition.

const scheduleOfRow = (row: Pick<ConsoleExhibitionRow, 'state' | 'starts_at' | 'ends_at'>) => ({ state: row.state, startsAt: row.starts_at, endsAt: row.ends_at });

export function adminExhibitionRowOf(row: ConsoleExhibitionRow & { block_count: number }, now: Date, urlOf: UploadUrl): AdminExhibitionRow {
  return {
    exhibitionNo: row.exhibition_no,
    title: row.title,
    coverUrl: coverOf(row, urlOf, 'card').url,
    schedule: scheduleViewOf(scheduleOfRow(row), now),
    blockCount: row.block_count,
    updatedAt: row.updated_at.toISOString(),
  };
}

type StoredBlock = Awaited<ReturnType<typeof blocksOf>>[number];

/** The blocks as the editor shows them: pictures with their URLs, products and coupons with their names. */
async function adminBlocks(db: Db, stored: readonly StoredBlock[], now: Date, urlOf: UploadUrl): Promise<AdminExhibitionBlock[]> {
  const images = await uploadedImages(db, blockImageIds(stored));
  const blocks: AdminExhibitionBlock[] = [];
  for (const block of stored) {
    if (block.kind === 'IMAGE') {
      const parsed = blockContent.IMAGE.safeParse(block.content);
      if (!parsed.success) continue;
      const { imageKey, imageId, alt, linkUrl } = parsed.data;
      const upload = imageId === undefined ? undefined : images.get(imageId);
      const url = imageKey ? exhibitionImage(imageKey, BLOCK_IMAGE_SIZE).url : upload ? uploadedImage(urlOf, upload, UPLOAD_WIDTHS.card).url : null;
      if (url) blocks.push({ kind: 'IMAGE', imageId: imageId ?? null, imageKey: imageKey ?? null, url, alt, linkUrl });
    } else if (block.kind === 'EDITOR') {
      const parsed = blockContent.EDITOR.safeParse(block.content);
      if (parsed.success) blocks.push({ kind: 'EDITOR', html: cleanExhibitionHtml(parsed.data.html) });
    } else if (block.kind === 'PRODUCT') {
      const parsed = blockContent.PRODUCT.safeParse(block.content);
      if (parsed.success) blocks.push({ kind: 'PRODUCT', title: parsed.data.title, products: await productPicksByNo(db, parsed.data.productNos) });
    } else if (block.kind === 'COUPON') {
      const parsed = blockContent.COUPON.safeParse(block.content);
      if (!parsed.success) continue;
      // A block written before the console names the whole event: the editor shows its coupons, which a save then names one by one.
      const coupons = parsed.data.couponIds ? await eventCouponsById(db, parsed.data.couponIds, now) : await eventCouponsOfEvent(db, parsed.data.eventCode, now);
      blocks.push({ kind: 'COUPON', title: parsed.data.title, coupons });
    }
  }
  return blocks;
}

export async function adminExhibitionViewOf(db: Db, row: ConsoleExhibitionRow, now: Date, urlOf: UploadUrl): Promise<AdminExhibitionView> {
  return {
    exhibitionNo: row.exhibition_no,
    title: row.title,
    summary: row.summary,
    cover: { imageId: row.cover_image_id, url: coverOf(row, urlOf, 'card').url },
    coverAlt: row.cover_alt,
    schedule: scheduleViewOf(scheduleOfRow(row), now),
    blocks: await adminBlocks(db, await blocksOf(db, row.exhibition_no), now, urlOf),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One block in a line, for the audit log's before/after (compared whole). */
function blockLine(block: StoredBlock): string {
  const content = (block.content ?? {}) as Record<string, unknown>;
  switch (block.kind) {
    case 'IMAGE':
      return `사진 ${content.imageId ? `#${String(content.imageId)}` : String(content.imageKey)} (${String(content.alt ?? '')})${content.linkUrl ? ` → ${String(content.linkUrl)}` : ''}`;
    case 'EDITOR':
      return `글 (${String(content.html ?? '').length}자)`;
    case 'PRODUCT':
      return `상품 묶음 ‘${String(content.title)}’: ${(content.productNos as number[] | undefined)?.join(', ') ?? ''}`;
    case 'COUPON':
      return `쿠폰 ‘${String(content.title)}’: ${(content.couponIds as number[] | undefined)?.join(', ') ?? String(content.eventCode)}`;
    default:
      return block.kind;
  }
}

/** What the audit log keeps of an exhibition: its fields, its schedule and its blocks in order. */
export async function auditStateOf(db: Db, row: ConsoleExhibitionRow): Promise<AuditState> {
  return {
    exhibitionNo: row.exhibition_no,
    title: row.title,
    summary: row.summary,
    cover: row.cover_image_id ? `#${row.cover_image_id}` : row.cover_key,
    coverAlt: row.cover_alt,
    state: row.state,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    blocks: (await blocksOf(db, row.exhibition_no)).map(blockLine),
  };
}
