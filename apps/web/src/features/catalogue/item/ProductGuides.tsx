import type { Delivery, ProductDetail } from '../api/schemas';
import { ProductNotice } from './ProductNotice';
import { ShippingGuide } from './ShippingGuide';

/**
 * Below the description: the 상품정보제공고시 and the delivery and returns guide. One lazily
 * loaded part (ProductItemView), rendered in full by the server: the page's start-up
 * JavaScript is at its budget (startup-budgets.json) and these sections only show text.
 */
export function ProductGuides({ notice, delivery }: { notice: ProductDetail['notice']; delivery: Delivery | undefined }) {
  return (
    <>
      <ProductNotice notice={notice} />
      <ShippingGuide delivery={delivery} />
    </>
  );
}
