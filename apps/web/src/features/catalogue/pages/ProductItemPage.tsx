import { useQuery } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { isApiError } from '@/shared/api';
import { preloadQueries, withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { categoriesQuery, deliveriesQuery, deliveryMethodsQuery, optionRowsQuery, productDetailQuery } from '../api/catalogue-api';
import { ProductItemView } from '../item/ProductItemView';
import { productPageMeta } from '../seo/product-page-meta';

const productNoOf = (id: string | undefined): number => (id && /^\d{1,10}$/.test(id) ? Number(id) : 0);

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.kind === 'code');

/**
 * Everything the first screen shows: the product, its options, delivery and the category
 * trail. On the server it is awaited and an unknown product answers 404; in the browser the
 * page shows at once and fills in.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const productNo = productNoOf(params.id);
  if (productNo === 0) return null;
  const errors = await preloadQueries(context, [
    productDetailQuery(productNo),
    optionRowsQuery(productNo),
    deliveriesQuery(productNo),
    deliveryMethodsQuery,
    categoriesQuery,
  ]);
  if (errors.some(isMissing)) throw data('상품을 찾을 수 없습니다', { status: 404 });
  return null;
}

export const meta = productPageMeta;

function ProductItemPage() {
  const { id } = useParams();
  const productNo = productNoOf(id);
  const product = useQuery({ ...productDetailQuery(productNo), enabled: productNo > 0 });

  if (productNo === 0 || (product.isError && isMissing(product.error))) {
    return (
      <EmptyState
        headingLevel={1}
        title="상품을 찾을 수 없어요"
        description="판매가 끝났거나 주소가 바뀐 상품이에요."
        actions={<LinkButton to={paths.productList()}>상품 둘러보기</LinkButton>}
      />
    );
  }
  if (product.isError) {
    return <EmptyState headingLevel={1} title="상품을 불러오지 못했어요" description="잠시 후 다시 시도해 주세요." />;
  }
  if (product.isPending) return <Spinner label="상품 정보를 불러오는 중" />;
  return <ProductItemView key={product.data.productNo} product={product.data} />;
}

export default withQueryClient(ProductItemPage);
