import { formatNumber, computeOptionPrice } from '@maru/domain';
import { paths } from '@/shared/routing';
import { breadcrumbList, type PageMeta, type PageMetaArgs } from '@/shared/seo';
import { categoriesQuery, optionRowsQuery, productDetailQuery } from '../api/catalogue-api';
import { pictureSrcSet, pictureUrl } from '../product-card/product-image';
import { productTrail } from './product-trail';
import { productLd } from './structured-data';

// The main picture's sizes on the product page (Gallery.tsx): full width on phones.
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';

const DESCRIPTION_LIMIT = 150;

function shorten(text: string): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > DESCRIPTION_LIMIT ? `${plain.slice(0, DESCRIPTION_LIMIT - 1)}…` : plain;
}

/** A product page's head: name, price, picture for link previews, and Product + BreadcrumbList data. */
export function productPageMeta({ queryClient, params, url }: PageMetaArgs): PageMeta {
  const productNo = Number(params.id);
  const product = queryClient.getQueryData(productDetailQuery(productNo).queryKey);
  if (!product) return { title: '상품을 찾을 수 없어요', noindex: true };
  const options = queryClient.getQueryData(optionRowsQuery(productNo).queryKey) ?? [];
  const tree = queryClient.getQueryData(categoriesQuery.queryKey) ?? [];
  const price = computeOptionPrice(product).price;
  const inStock = product.soldOutYn !== 'Y' && (options.length === 0 || options.some((row) => row.stockCnt > 0 && row.soldOutYn !== 'Y'));
  // The main picture: the first uploaded one when there are any (the answer's imageUrl), else the design's.
  const image = pictureUrl(productNo, product.imageUrl, 1280);
  const path = paths.productItem(productNo);
  const brand = product.brandName ? `${product.brandName} ` : '';
  return {
    title: `${brand}${product.productName}`,
    description: shorten(product.description) || `${brand}${product.productName} — ${formatNumber(price)}원, 마루에서 만나보세요.`,
    canonicalPath: path,
    type: 'product',
    image: { url: image, width: 1280, height: 1280, alt: product.productName },
    price: { amount: price, currency: 'KRW' },
    lcpImage: { href: image, srcset: pictureSrcSet(productNo, product.imageUrl), sizes: PRODUCT_MAIN_IMAGE_SIZES },
    jsonLd: [
      productLd(url.origin, {
        productNo,
        name: product.productName,
        description: shorten(product.description),
        brandName: product.brandName,
        price,
        inStock,
        imagePaths: [image],
      }),
      breadcrumbList(url.origin, productTrail(tree, product)),
    ],
  };
}
