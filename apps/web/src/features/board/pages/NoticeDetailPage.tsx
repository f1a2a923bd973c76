import { withParticle } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/shared/api';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { noticeDate, noticeQuery, type NoticeDetail } from '../board-api';
import { LoadFailed } from '../LoadFailed';
import { RichText } from '../RichText';
import { boardHtml } from '../safe-html';
import styles from './Board.module.css';

export { noticeDetailLoader as loader, noticeDetailMeta as meta } from '../board-seo';

function Neighbours({ prev, next }: Pick<NoticeDetail, 'prev' | 'next'>) {
  const rows = [
    { label: '이전글', notice: prev },
    { label: '다음글', notice: next },
  ];
  return (
    <nav aria-label="이전글과 다음글" className={styles.neighbours}>
      <dl>
        {rows.map(({ label, notice }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{notice ? <Link to={paths.notice(notice.noticeNo)}>{notice.title}</Link> : `${withParticle(label, '이/가')} 없습니다.`}</dd>
          </div>
        ))}
      </dl>
    </nav>
  );
}

function NoticeDetailPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useQuery(noticeQuery(id));
  usePageTitle(data?.notice.title ?? '공지사항');

  if (isPending) return <Spinner label="공지사항 불러오는 중" />;
  if (isError) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return missing ? (
      <EmptyState headingLevel={1} title="공지사항을 찾을 수 없어요" description="삭제되었거나 주소가 잘못되었어요." actions={<LinkButton to={paths.notices()}>목록으로</LinkButton>} />
    ) : (
      <LoadFailed title="공지사항을 불러오지 못했어요" onRetry={() => void refetch()} />
    );
  }

  const { notice } = data;
  return (
    <article className={styles.page}>
      <header className={styles.detailHeader}>
        <p className={styles.eyebrow}>{notice.pinned ? '공지 · 공지사항' : '공지사항'}</p>
        <h1 className={styles.detailTitle}>{notice.title}</h1>
        <time dateTime={notice.publishedAt} className={styles.date}>
          {noticeDate(notice.publishedAt)}
        </time>
      </header>
      <RichText html={notice.bodyHtml} allow={boardHtml} className={styles.body} />
      <Neighbours prev={data.prev} next={data.next} />
      <div className={styles.actions}>
        <LinkButton to={paths.notices()} variant="secondary">
          목록으로
        </LinkButton>
      </div>
    </article>
  );
}

export default withQueryClient(NoticeDetailPage);
