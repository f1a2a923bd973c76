import { paths } from '@/shared/routing';

// schema.org objects for search engines (Google and Naver read JSON-LD): a product with its
// offer. A page's breadcrumb trail is shared/seo's breadcrumbList.

export interface ProductFacts {
  productNo: number;
  name: string;
  description: string;
  brandName: string;
  /** Selling price in whole won. */
  price: number;
  inStock: boolean;
  imagePaths: readonly string[];
}

export function productLd(origin: string, product: ProductFacts): object {
  const url = new URL(paths.productItem(product.productNo), origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    sku: String(product.productNo),
    image: product.imagePaths.map((image) => new URL(image, origin).href),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KRW',
      price: product.price,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
