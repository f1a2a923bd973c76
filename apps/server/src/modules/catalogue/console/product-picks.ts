import type { PickedProduct } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { productCardsByNo } from '../queries/products';
import { productCard } from '../views';
import { listConsoleProducts } from './product-list';

// Products for other consoles' pickers (issue 27: exhibition product groups, styling hotspots):
// found as the product console finds them (a number typed in full, or words of the name or
// brand), and the picked ones read back by number for the editor.

const PICK_SIZE = 20;

/** Up to 20 products for the words or number, newest first, hidden ones too (the editor sees their state). */
export async function productPicks(db: Kysely<Database>, keyword: string): Promise<PickedProduct[]> {
  const rows = await listConsoleProducts(db, { keyword, sort: 'NEWEST', page: 1, size: PICK_SIZE });
  return rows.map((row) => ({ productNo: row.productNo, productName: row.productName, brandName: row.brandName, sellingPrice: row.sellingPrice, status: row.status, imageUrl: row.imageUrl }));
}

/** The picked products that shoppers can still see, in the order given (what a group or a hotspot shows). */
export async function productPicksByNo(db: Kysely<Database>, productNos: readonly number[]): Promise<PickedProduct[]> {
  return (await productCardsByNo(db, productNos)).map((row) => {
    const card = productCard(row);
    return { productNo: card.productNo, productName: card.productName, brandName: card.brandName, sellingPrice: card.sellingPrice, status: card.soldOutYn === 'Y' ? 'SOLD_OUT' : 'ON_SALE', imageUrl: card.thumbnailImageUrl };
  });
}
