import { TrackingEvent, computeOptionPrice } from '@maru/domain';
import type { ProductDetail } from '../api/schemas';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Spec 01 §9 / 02 §9: a product view is reported as ViewContent and ProdDetail. */
export function pushProductView(product: ProductDetail): void {
  const { price } = computeOptionPrice(product);
  const item = {
    item_id: String(product.productNo),
    item_name: product.productName,
    item_brand: product.brandName,
    price,
  };
  const layer = (window.dataLayer ??= []);
  layer.push({ event: TrackingEvent.viewContent, value: price, currency: 'KRW', items: [item] });
  layer.push({ event: TrackingEvent.prodDetail, ...item });
}
