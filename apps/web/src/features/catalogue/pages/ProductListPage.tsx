import { withQueryClient } from '@/shared/query';
import { ProductListView } from '../list/ProductListView';

export { listPageLoader as loader, listPageMeta as meta } from '../seo/list-page';

function ProductListPage() {
  return (
    <ProductListView
      title={(categoryName) => categoryName ?? '전체 상품'}
      emptyHint="필터를 줄이거나 다른 카테고리를 둘러보세요."
    />
  );
}

export default withQueryClient(ProductListPage);
