import { type ExhibitionBlock, type ExhibitionCard, type ExhibitionDetailData, exhibitionStatus } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { productCard, productCardsByNo } from '../catalogue';
import { type AllowList, boardAllowList, isInternalPath, sanitizeHtml } from '../content';
import { blockContent } from './block-content';
import { BLOCK_IMAGE_SIZE, COVER_SIZES, exhibitionImage } from './images';
import type { ExhibitionRow } from './queries';

/**
 * Rich text blocks: the notices' tags and headings from h2. A text block stands beside the
 * titled blocks (whose titles are h2) right under the page's h1, so its own headings start at
 * h2 too; an h3 straight after the h1 breaks the outline (axe's heading-order).
 */
export const exhibitionAllowList: AllowList = { ...boardAllowList, h2: {}, h3: {}, h4: {}, blockquote: {} };

export function exhibitionCardOf(row: ExhibitionRow, now: Date): ExhibitionCard {
  const period = { startsAt: row.starts_at, endsAt: row.ends_at };
  return {
    exhibitionNo: row.exhibition_no,
    title: row.title,
    summary: row.summary,
    cover: exhibitionImage(row.cover_key, COVER_SIZES.card),
    coverAlt: row.cover_alt,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: exhibitionStatus(period, now),
  };
}

type StoredBlock = { position: number; kind: string; content: unknown };
type ReadBlock = Exclude<ExhibitionBlock, { kind: 'PRODUCT' }> | { kind: 'PRODUCT'; title: string; productNos: number[] };

/** One stored block as shown; a block whose content does not fit its kind is left out. */
function readBlock(block: StoredBlock): ReadBlock | null {
  switch (block.kind) {
    case 'IMAGE': {
      const parsed = blockContent.IMAGE.safeParse(block.content);
      if (!parsed.success) return null;
      const { imageKey, alt, linkUrl } = parsed.data;
      // Links stay inside the shop, as in banners.
      return { kind: 'IMAGE', image: exhibitionImage(imageKey, BLOCK_IMAGE_SIZE), alt, linkUrl: linkUrl && isInternalPath(linkUrl) ? linkUrl : null };
    }
    case 'EDITOR': {
      const parsed = blockContent.EDITOR.safeParse(block.content);
      // Cleaned as it is read, so HTML written past the seed (a tool, a migration) is cleaned too.
      return parsed.success ? { kind: 'EDITOR', html: sanitizeHtml(parsed.data.html, exhibitionAllowList) } : null;
    }
    case 'PRODUCT': {
      const parsed = blockContent.PRODUCT.safeParse(block.content);
      return parsed.success ? { kind: 'PRODUCT', ...parsed.data } : null;
    }
    case 'COUPON': {
      const parsed = blockContent.COUPON.safeParse(block.content);
      return parsed.success ? { kind: 'COUPON', ...parsed.data } : null;
    }
    default:
      return null;
  }
}

/**
 * The page: the card with its banner, and the blocks in order. Product groups show the
 * products still in the catalogue with today's price and sold-out; liked marks are left out
 * (the answer is the same for everyone, so the server-rendered page can be shared).
 */
export async function exhibitionDetailOf(db: Kysely<Database>, row: ExhibitionRow, stored: readonly StoredBlock[], now: Date): Promise<ExhibitionDetailData> {
  const card = exhibitionCardOf(row, now);
  const exhibition = { ...card, banner: exhibitionImage(row.cover_key, COVER_SIZES.banner) };
  // Upcoming: the contents wait for the opening (docs/exhibitions.md).
  if (card.status === 'UPCOMING') return { exhibition, blocks: [] };
  const read = stored.map(readBlock).filter((block) => block !== null);
  const productNos = [...new Set(read.flatMap((block) => (block.kind === 'PRODUCT' ? block.productNos : [])))];
  const cards = new Map((await productCardsByNo(db, productNos)).map((product) => [product.productNo, productCard(product)]));
  const blocks = read.map((block): ExhibitionBlock => {
    if (block.kind !== 'PRODUCT') return block;
    return { kind: 'PRODUCT', title: block.title, productList: block.productNos.flatMap((productNo) => cards.get(productNo) ?? []) };
  });
  return { exhibition, blocks };
}
