import { ApiCode } from '@maru/domain';
import { ApiError } from '../../../core/http/errors';
import type { ProductsChanged } from './after-write';
import type { ImageUrlOf } from './pictures';

/** What the console's product route groups share, made once by productConsoleRoutes (routes/console-products.ts). */
export interface ProductRouteKit {
  /** Empties the changed products' caches; call after each commit. */
  changed: ProductsChanged;
  /** The pictures' addresses for a product's console view. */
  urlOf: ImageUrlOf;
}

export const productTags = ['admin'];

export const productNotFound = (productNo: number) => new ApiError(ApiCode.PRODUCT_NOT_FOUND, `상품 ${productNo}번을 찾을 수 없습니다.`);
