import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, PageLinks, Spinner, useToast } from '@/shared/ui';
import { fetchWishList, mypageKeys, toggleProductLike, WISH_PAGE_SIZE } from '../api/mypage-api';
import { ListPage } from '../lists/ListPage';
import { ProductTiles } from '../lists/ProductTiles';
import styles from '../lists/lists.module.css';

const pageOf = (value: string | null) => (value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1);
const hrefFor = (page: number) => (page > 1 ? `${paths.mypage.wish()}?${new URLSearchParams({ page: String(page) })}` : paths.mypage.wish());

/** 위시리스트: the products the member liked (the product page's 좋아요), newest like first. */
function WishPage() {
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const client = useQueryClient();
  const { showToast } = useToast();
  const wish = useQuery({ queryKey: mypageKeys.wish(page), queryFn: ({ signal }) => fetchWishList(page, signal) });
  const unlike = useMutation({
    mutationFn: toggleProductLike,
    onSuccess: async () => {
      showToast('위시리스트에서 뺐어요.', 'success');
      await client.invalidateQueries({ queryKey: ['mypage', 'wish'] });
    },
    onError: (error) => showToast(error.message || '잠시 후 다시 시도해 주세요.', 'error'),
  });

  const products = wish.data?.productList ?? [];
  const total = wish.data?.totalCount ?? 0;
  return (
    <ListPage id="wish-title" title="위시리스트">
      {wish.isPending ? (
        <Spinner label="위시리스트를 불러오는 중" />
      ) : wish.isError ? (
        <EmptyState title="위시리스트를 불러오지 못했어요" description="잠시 후 다시 시도해 주세요." actions={<Button onClick={() => void wish.refetch()}>다시 시도</Button>} />
      ) : products.length === 0 ? (
        <EmptyState
          title="좋아요한 상품이 없어요"
          description="마음에 드는 상품의 ♡ 좋아요를 누르면 여기에 모여요."
          actions={<LinkButton to={paths.productList()}>상품 둘러보기</LinkButton>}
        />
      ) : (
        <>
          <p className={styles.muted}>좋아요한 상품 {total}개</p>
          <ProductTiles products={products} removeLabel="좋아요 취소" onRemove={(productNo) => unlike.mutate(productNo)} busyProductNo={unlike.isPending ? unlike.variables : undefined} />
          <PageLinks page={page} pageCount={Math.ceil(total / WISH_PAGE_SIZE)} hrefFor={hrefFor} />
        </>
      )}
    </ListPage>
  );
}

export default withQueryClient(WishPage);
