import { formatKstDateTime } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, Spinner, useToast } from '@/shared/ui';
import { deleteProductViews, fetchProductHistory } from '@/features/product-history';
import { mypageKeys } from '../api/mypage-api';
import { ListPage } from '../lists/ListPage';
import { ProductTiles } from '../lists/ProductTiles';
import styles from '../lists/lists.module.css';

/** 최근 본 상품: the member's last 50 products, newest view first (guests' views join at sign-in). */
function ProductHistoryPage() {
  const client = useQueryClient();
  const { showToast } = useToast();
  const history = useQuery({ queryKey: mypageKeys.history, queryFn: ({ signal }) => fetchProductHistory(signal) });
  const remove = useMutation({
    mutationFn: (productNo?: number) => deleteProductViews(productNo),
    onSuccess: (list, productNo) => {
      client.setQueryData(mypageKeys.history, list);
      showToast(productNo === undefined ? '최근 본 상품을 모두 지웠어요.' : '최근 본 상품에서 지웠어요.', 'success');
    },
    onError: (error) => showToast(error.message || '잠시 후 다시 시도해 주세요.', 'error'),
  });

  const list = history.data?.list ?? [];
  const viewedAt = new Map(list.map((item) => [item.product.productNo, item.viewedAt]));
  const clearAll = () => {
    if (window.confirm('최근 본 상품을 모두 지울까요?')) remove.mutate(undefined);
  };
  return (
    <ListPage
      id="history-title"
      title="최근 본 상품"
      actions={
        list.length > 0 ? (
          <Button variant="secondary" onClick={clearAll} disabled={remove.isPending}>
            전체 삭제
          </Button>
        ) : null
      }
    >
      {history.isPending ? (
        <Spinner label="최근 본 상품을 불러오는 중" />
      ) : history.isError ? (
        <EmptyState title="최근 본 상품을 불러오지 못했어요" description="잠시 후 다시 시도해 주세요." actions={<Button onClick={() => void history.refetch()}>다시 시도</Button>} />
      ) : list.length === 0 ? (
        <EmptyState title="최근 본 상품이 없어요" description="상품을 보면 최근 50개까지 여기에 남아요." actions={<LinkButton to={paths.productList()}>상품 둘러보기</LinkButton>} />
      ) : (
        <>
          <p className={styles.muted}>최근 본 순서로 {history.data?.max}개까지 보여요.</p>
          <ProductTiles
            products={list.map((item) => item.product)}
            removeLabel="삭제"
            onRemove={(productNo) => remove.mutate(productNo)}
            busyProductNo={remove.isPending ? remove.variables : undefined}
            noteFor={(product) => {
              const at = viewedAt.get(product.productNo);
              return at ? `${formatKstDateTime(at)} 봄` : undefined;
            }}
          />
        </>
      )}
    </ListPage>
  );
}

export default withQueryClient(ProductHistoryPage);
