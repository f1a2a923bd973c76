import { bannerText, type AdminBannerView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { DataTable } from '../../ui/pieces/DataTable';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { ScheduleBadge } from '../../ui/pieces/schedule';
import { bannersKey, bannersQuery, orderBanners } from './content-api';
import { moved } from './reorder';

/** How the banner is targeted, in a few words. */
function targetingText(banner: AdminBannerView): string {
  const groups = banner.conditionList.length;
  if (groups === 0) return '모든 페이지, 모든 방문자';
  const conditions = banner.conditionList.reduce((sum, group) => sum + group.conditionList.length, 0);
  return `조건 묶음 ${groups}개 (조건 ${conditions}개)`;
}

const periodText = (banner: AdminBannerView) => `${banner.schedule.startsAt ? formatDateTime(banner.schedule.startsAt) : '게시하는 때'} ~ ${banner.schedule.endsAt ? formatDateTime(banner.schedule.endsAt) : '끝 없음'}`;

/**
 * 배너 관리: the top banners in the order the shop tries them (only the first that matches the
 * page and the visitor shows), each with its schedule status; moved up and down with buttons.
 */
export function BannersPage() {
  const banners = useQuery(bannersQuery);
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const reorder = useMutation({
    mutationFn: (bannerSeqs: number[]) => orderBanners(bannerSeqs),
    onSuccess: (list) => {
      queryClient.setQueryData(bannersQuery.queryKey, list);
      showToast('순서를 바꿨습니다. 쇼핑몰은 이 순서로 배너를 고릅니다.', 'success');
    },
    onError: (error) => showToast(error instanceof ConsoleApiError ? error.message : '순서를 바꾸지 못했습니다.', 'error'),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: bannersKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });

  const list = banners.data?.list ?? [];
  const move = (index: number, step: -1 | 1) => reorder.mutate(moved(list, index, step).map((banner) => banner.bannerSeq));

  return (
    <>
      <PageHeader
        title="배너 관리"
        description="사이트 맨 위의 띠 배너입니다. 쇼핑몰은 위에서부터 차례로 보고, 페이지와 방문자에 맞는 첫 배너 하나만 보여 줍니다. 모든 변경은 감사 로그에 남습니다."
        actions={
          <Link className={styles.linkButton} to="new">
            새 배너 만들기
          </Link>
        }
      />
      <section className={styles.panel} aria-label="배너 목록">
        {banners.isPending ? (
          <Spinner label="배너를 불러오는 중" />
        ) : banners.isError ? (
          <QueryFailure error={banners.error} retry={() => void banners.refetch()} />
        ) : list.length === 0 ? (
          <p className={styles.empty}>배너가 없습니다.</p>
        ) : (
          <DataTable columns={['순서', '문구', '노출 조건', '게시 상태', '기간', '순서 바꾸기']} caption={`배너 ${list.length}개`}>
            {list.map((banner, index) => {
              const text = bannerText(banner.contents) || `배너 ${banner.bannerSeq}`;
              return (
                <tr key={banner.bannerSeq}>
                  <td className={styles.nowrap}>{index + 1}</td>
                  <td>
                    <Link to={String(banner.bannerSeq)}>{text}</Link>
                  </td>
                  <td>{targetingText(banner)}</td>
                  <td className={styles.nowrap}>
                    <ScheduleBadge status={banner.schedule.status} />
                  </td>
                  <td className={styles.nowrap}>{periodText(banner)}</td>
                  <td className={styles.nowrap}>
                    <span className={styles.rowActions}>
                      <Button variant="secondary" onClick={() => move(index, -1)} disabled={index === 0 || reorder.isPending} aria-label={`${text} 위로`}>
                        위로
                      </Button>
                      <Button variant="secondary" onClick={() => move(index, 1)} disabled={index === list.length - 1 || reorder.isPending} aria-label={`${text} 아래로`}>
                        아래로
                      </Button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>
    </>
  );
}
