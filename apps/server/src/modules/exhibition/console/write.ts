import { ApiCode, type ExhibitionBlockWrite, type ExhibitionWrite } from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { eventCouponsById } from '../../benefit';
import { existingProductNos } from '../../catalogue';
import type { BlockContent } from '../block-content';
import { blocksOf } from '../queries';
import { replaceBlocks, usableImageIds } from './queries';

// Turning a console write into stored blocks: every picture, product and coupon it names is
// checked here, inside the save's transaction, so nothing half-valid is stored.

// The field is named for the reader of the code; the answer carries the Korean message (104, as any bad input).
const refused = (message: string, _field: string) => new ApiError(ApiCode.REQUIRED_PARAMETER, message, 400);

export const exhibitionNotFound = () => new ApiError(ApiCode.NO_DATA, '기획전을 찾을 수 없습니다.', 404);

/** The seeded picture keys the exhibition's blocks hold now: the only keys a save may keep. */
async function seededKeysOf(trx: Transaction<Database>, exhibitionNo: number | null): Promise<Set<string>> {
  if (exhibitionNo === null) return new Set();
  const keys = (await blocksOf(trx, exhibitionNo)).flatMap((block) => {
    const key = block.kind === 'IMAGE' ? (block.content as { imageKey?: unknown } | null)?.imageKey : undefined;
    return typeof key === 'string' ? [key] : [];
  });
  return new Set(keys);
}

async function storedBlock(trx: Transaction<Database>, block: ExhibitionBlockWrite, index: number, now: Date, checks: { images: Set<number>; keys: Set<string> }): Promise<BlockContent> {
  const place = `${index + 1}번째 블록`;
  switch (block.kind) {
    case 'IMAGE':
      if (block.imageId !== null && !checks.images.has(block.imageId)) throw refused(`${place}의 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.`, `blocks.${index}.imageId`);
      if (block.imageKey !== null && !checks.keys.has(block.imageKey)) throw refused(`${place}의 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.`, `blocks.${index}.imageKey`);
      return {
        kind: 'IMAGE',
        content: { ...(block.imageId !== null ? { imageId: block.imageId } : { imageKey: block.imageKey! }), alt: block.alt, linkUrl: block.linkUrl },
      };
    case 'EDITOR':
      // Stored as written: cleaned on every read (views.ts), so a better allow-list applies to old text too.
      return { kind: 'EDITOR', content: { html: block.html } };
    case 'PRODUCT': {
      const existing = await existingProductNos(trx, block.productNos);
      const missing = block.productNos.filter((productNo) => !existing.has(productNo));
      if (missing.length) throw refused(`${place}: 상품 ${missing.join(', ')}번을 찾을 수 없습니다.`, `blocks.${index}.productNos`);
      return { kind: 'PRODUCT', content: { title: block.title, productNos: block.productNos } };
    }
    case 'COUPON': {
      const coupons = await eventCouponsById(trx, block.couponIds, now);
      if (coupons.length !== block.couponIds.length) throw refused(`${place}: 이벤트 쿠폰만 고를 수 있습니다. 쿠폰을 다시 골라 주세요.`, `blocks.${index}.couponIds`);
      const events = new Set(coupons.map((coupon) => coupon.eventCode));
      // The page reads one event's coupons (GET /coupon/v1/event/{eventCode}) and shows the picks among them.
      if (events.size !== 1) throw refused(`${place}: 한 블록에는 같은 이벤트의 쿠폰만 넣을 수 있습니다.`, `blocks.${index}.couponIds`);
      return { kind: 'COUPON', content: { title: block.title, eventCode: [...events][0]!, couponIds: block.couponIds } };
    }
  }
}

/** The uploads a write names: the cover and the image blocks'. */
export const namedImageIds = (write: ExhibitionWrite): number[] => [
  ...(write.coverImageId !== null ? [write.coverImageId] : []),
  ...write.blocks.flatMap((block) => (block.kind === 'IMAGE' && block.imageId !== null ? [block.imageId] : [])),
];

/**
 * Checks what the write names and stores its blocks in order. `exhibitionNo` is null for a new
 * exhibition (before its row exists the checks run with no seeded keys and only unclaimed uploads).
 */
export async function checkWrite(trx: Transaction<Database>, write: ExhibitionWrite, exhibitionNo: number | null): Promise<{ images: Set<number>; keys: Set<string> }> {
  const named = namedImageIds(write);
  const images = await usableImageIds(trx, named, exhibitionNo);
  if (write.coverImageId !== null && !images.has(write.coverImageId)) throw refused('표지 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.', 'coverImageId');
  if (write.coverImageId === null && exhibitionNo === null) throw refused('표지 사진을 올려 주세요.', 'coverImageId');
  return { images, keys: await seededKeysOf(trx, exhibitionNo) };
}

export async function writeBlocks(trx: Transaction<Database>, exhibitionNo: number, write: ExhibitionWrite, checks: { images: Set<number>; keys: Set<string> }, now: Date): Promise<void> {
  const stored: BlockContent[] = [];
  for (const [index, block] of write.blocks.entries()) stored.push(await storedBlock(trx, block, index, now, checks));
  await replaceBlocks(
    trx,
    exhibitionNo,
    stored.map((block, index) => ({ position: index + 1, kind: block.kind, content: JSON.stringify(block.content) })),
  );
}
