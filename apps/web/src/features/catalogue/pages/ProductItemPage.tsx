import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '@/shared/api';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { productDetailQuery } from '../api/catalogue-api';
import { ProductItemView } from '../item/ProductItemView';

function ProductItemPage() {
  const { id = '' } = useParams();
  const productNo = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const product = useQuery({ ...productDetailQuery(productNo), enabled: productNo > 0 });

  if (productNo === 0 || (product.isError && isApiError(product.error) && (product.error.status === 404 || product.error.kind === 'code'))) {
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
