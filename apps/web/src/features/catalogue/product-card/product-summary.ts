import type { YnFlag } from '@maru/domain';

/** What a product card needs: one entry of the product list answer. */
export interface ProductSummary {
  productNo: number;
  productName: string;
  brandName: string;
  /** List price in won. */
  price: number;
  /** Discounted price in won; 0 when there is no discount. */
  priceDiscount: number;
  soldOutYn: YnFlag;
  likeYn?: YnFlag;
  /** A picture URL from the server; the card falls back to the rendered product widths. */
  imageUrl?: string | null;
}
