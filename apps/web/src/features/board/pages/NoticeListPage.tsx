import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { EmptyState, PageLinks, Spinner } from '@/shared/ui';
import { NOTICE_PAGE_SIZE, noticeDate, noticePageQuery, pageFromSearch } from '../board-api';
import { LoadFailed } from '../LoadFailed';
import styles from './Board.module.css';

export { noticeListLoader as loader, noticeListMeta as meta } from '../board-seo';

const TITLE = '공지사항';

function NoticeListPage() {
  usePageTitle(TITLE);
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const { data, isPending, isError, refetch } = useQuery({ ...noticePageQuery(page), placeholderData: keepPreviousData });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TITLE}</h1>
      {isPending ? <Spinner label="공지사항 불러오는 중" /> : null}
      {isError ? <LoadFailed title="공지사항을 불러오지 못했어요" onRetry={() => void refetch()} /> : null}
      {data && data.list.length === 0 ? <EmptyState title="등록된 공지사항이 없어요" /> : null}
      {data && data.list.length > 0 ? (
        <>
          <ul className={styles.noticeList}>
            {data.list.map((notice) => (
              <li key={notice.noticeNo} className={notice.pinned ? styles.pinned : undefined}>
                <Link to={paths.notice(notice.noticeNo)} className={styles.noticeLink}>
                  {notice.pinned ? <span className={styles.pin}>공지</span> : null}
                  <span className={styles.noticeTitle}>{notice.title}</span>
                  <time dateTime={notice.publishedAt} className={styles.date}>
                    {noticeDate(notice.publishedAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
          <PageLinks page={page} pageCount={Math.max(1, Math.ceil(data.totalCount / NOTICE_PAGE_SIZE))} hrefFor={(target) => `${paths.notices()}?page=${target}`} />
        </>
      ) : null}
    </div>
  );
}

export default withQueryClient(NoticeListPage);
