import type { PickedProduct } from '@maru/domain';

// A styling photo's product tags as the editor holds them: in percent of the photo, each with the product it names.

export interface EditorHotspot {
  key: string;
  x: number;
  y: number;
  product: PickedProduct | null;
}

let nextKey = 0;
export const hotspotKey = () => `hotspot-${(nextKey += 1)}`;

/** The tag's product as its button names it. */
export const hotspotName = (hotspot: EditorHotspot) => hotspot.product?.productName ?? '상품 없음';
