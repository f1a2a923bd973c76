import { type ExhibitionBlock, type ExhibitionCard, type ExhibitionDetailData, type ExhibitionImage, exhibitionStatus } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { productCard, productCardsByNo } from '../catalogue';
import { type AllowList, boardAllowList, isInternalPath, sanitizeHtml } from '../content';
import { blockContent } from './block-content';
import { BLOCK_IMAGE_SIZE, COVER_SIZES, exhibitionImage, UPLOAD_WIDTHS, type UploadedImage, type UploadUrl, uploadedImage } from './images';
import { type ExhibitionRow, uploadedImages } from './queries';

/**
 * Rich text blocks: the notices' tags and headings from h2. A text block stands beside the
 * titled blocks (whose titles are h2) right under the page's h1, so its own headings start at
 * h2 too; an h3 straight after the h1 breaks the outline (axe's heading-order).
 */
export const exhibitionAllowList: AllowList = { ...boardAllowList, h2: {}, h3: {}, h4: {}, blockquote: {} };

/** Rich text as shoppers and the console read it: cleaned on every read. */
export const cleanExhibitionHtml = (html: string) => sanitizeHtml(html, exhibitionAllowList);

/** The cover at the card's or the banner's size: the seeded drawing or the upload. */
export function coverOf(row: ExhibitionRow, urlOf: UploadUrl, size: keyof typeof COVER_SIZES): ExhibitionImage {
  if (row.cover_storage_key && row.cover_width && row.cover_height) {
    return uploadedImage(urlOf, { imageId: 0, storageKey: row.cover_storage_key, width: row.cover_width, height: row.cover_height }, UPLOAD_WIDTHS[size]);
  }
  return exhibitionImage(row.cover_key ?? 'missing', COVER_SIZES[size]);
}

export function exhibitionCardOf(row: ExhibitionRow, now: Date, urlOf: UploadUrl): ExhibitionCard {
  const period = { startsAt: row.starts_at, endsAt: row.ends_at };
  return {
    exhibitionNo: row.exhibition_no,
    title: row.title,
    summary: row.summary,
    cover: coverOf(row, urlOf, 'card'),
    coverAlt: row.cover_alt,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: exhibitionStatus(period, now),
  };
}

type StoredBlock = { position: number; kind: string; content: unknown };
type ReadBlock = Exclude<ExhibitionBlock, { kind: 'PRODUCT' }> | { kind: 'PRODUCT'; title: string; productNos: number[] };

/** The image block's picture: the seeded drawing, or the upload (left out when the upload is gone). */
function blockImage(content: { imageKey?: string; imageId?: number }, images: ReadonlyMap<number, UploadedImage>, urlOf: UploadUrl): ExhibitionImage | null {
  if (content.imageKey) return exhibitionImage(content.imageKey, BLOCK_IMAGE_SIZE);
  const upload = content.imageId === undefined ? undefined : images.get(content.imageId);
  return upload ? uploadedImage(urlOf, upload, UPLOAD_WIDTHS.block) : null;
}

/** One stored block as shown; a block whose content does not fit its kind is left out. */
function readBlock(block: StoredBlock, images: ReadonlyMap<number, UploadedImage>, urlOf: UploadUrl): ReadBlock | null {
  switch (block.kind) {
    case 'IMAGE': {
      const parsed = blockContent.IMAGE.safeParse(block.content);
      if (!parsed.success) return null;
      const { alt, linkUrl } = parsed.data;
      const image = blockImage(parsed.data, images, urlOf);
      // Links stay inside the shop, as in banners.
      return image ? { kind: 'IMAGE', image, alt, linkUrl: linkUrl && isInternalPath(linkUrl) ? linkUrl : null } : null;
    }
    case 'EDITOR': {
      const parsed = blockContent.EDITOR.safeParse(block.content);
      // Cleaned as it is read, so HTML written past the seed (a tool, a migration) is cleaned too.
      return parsed.success ? { kind: 'EDITOR', html: cleanExhibitionHtml(parsed.data.html) } : null;
    }
    case 'PRODUCT': {
      const parsed = blockContent.PRODUCT.safeParse(block.content);
      return parsed.success ? { kind: 'PRODUCT', ...parsed.data } : null;
    }
    case 'COUPON': {
      const parsed = blockContent.COUPON.safeParse(block.content);
      return parsed.success ? { kind: 'COUPON', title: parsed.data.title, eventCode: parsed.data.eventCode, couponIds: parsed.data.couponIds ?? null } : null;
    }
    default:
      return null;
  }
}

/** The upload ids the stored image blocks name. */
export function blockImageIds(stored: readonly StoredBlock[]): number[] {
  return stored.flatMap((block) => {
    if (block.kind !== 'IMAGE') return [];
    const parsed = blockContent.IMAGE.safeParse(block.content);
    return parsed.success && parsed.data.imageId !== undefined ? [parsed.data.imageId] : [];
  });
}

/**
 * The page: the card with its banner, and the blocks in order. Product groups show the
 * products still in the catalogue with today's price and sold-out; liked marks are left out
 * (the answer is the same for everyone, so the server-rendered page can be shared).
 */
export async function exhibitionDetailOf(
  db: Kysely<Database>,
  row: ExhibitionRow,
  stored: readonly StoredBlock[],
  now: Date,
  urlOf: UploadUrl,
  previewed: boolean,
): Promise<ExhibitionDetailData> {
  const card = exhibitionCardOf(row, now, urlOf);
  const exhibition = { ...card, banner: coverOf(row, urlOf, 'banner') };
  // Upcoming: the contents wait for the opening (docs/exhibitions.md), except in the console's preview.
  if (card.status === 'UPCOMING' && !previewed) return { exhibition, blocks: [] };
  const images = await uploadedImages(db, blockImageIds(stored));
  const read = stored.map((block) => readBlock(block, images, urlOf)).filter((block) => block !== null);
  const productNos = [...new Set(read.flatMap((block) => (block.kind === 'PRODUCT' ? block.productNos : [])))];
  const cards = new Map((await productCardsByNo(db, productNos)).map((product) => [product.productNo, productCard(product)]));
  const blocks = read.map((block): ExhibitionBlock => {
    if (block.kind !== 'PRODUCT') return block;
    return { kind: 'PRODUCT', title: block.title, productList: block.productNos.flatMap((productNo) => cards.get(productNo) ?? []) };
  });
  return { exhibition, blocks };
}
