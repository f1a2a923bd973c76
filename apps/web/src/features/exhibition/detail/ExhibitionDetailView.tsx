import { useQuery } from '@tanstack/react-query';
import { type ExhibitionDetailData, exhibitionPeriodText, exhibitionStatusLabels, formatKstMonthDayTime } from '@maru/domain';
import { BookmarkButton } from '@/shared/bookmark';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { ShareButtons } from '@/shared/share';
import { EmptyState, LinkButton, LoadFailed, Spinner } from '@/shared/ui';
import { bookmarkQuery, exhibitionQuery, toggleBookmark } from '../exhibition-api';
import { isMissing } from '../exhibition-seo';
import styles from '../Exhibition.module.css';
import { Blocks } from './Blocks';

function StatusNotice({ exhibition }: Pick<ExhibitionDetailData, 'exhibition'>) {
  if (exhibition.status === 'ENDED') {
    return (
      <div className={styles.notice} data-testid="exhibition-notice">
        <strong>종료된 기획전입니다.</strong>
        기획전 혜택은 끝났어요. 상품 가격과 품절 여부는 지금 기준으로 보여 드려요.
      </div>
    );
  }
  if (exhibition.status === 'UPCOMING') {
    return (
      <div className={styles.notice} data-testid="exhibition-notice">
        <strong>오픈 예정인 기획전입니다.</strong>
        {formatKstMonthDayTime(exhibition.startsAt)}에 공개됩니다. 스크랩해 두면 마이페이지에서 다시 찾을 수 있어요.
      </div>
    );
  }
  return null;
}

/** /exhibition/:id: the banner and period, bookmark, then the editor's blocks. */
export function ExhibitionDetailView({ exhibitionNo }: { exhibitionNo: number }) {
  const { data, isPending, isError, error, refetch } = useQuery({ ...exhibitionQuery(exhibitionNo), enabled: exhibitionNo > 0 });
  usePageTitle(data?.exhibition.title ?? '기획전');

  if (exhibitionNo === 0 || (isError && isMissing(error))) {
    return (
      <EmptyState
        headingLevel={1}
        title="기획전을 찾을 수 없어요"
        description="주소가 잘못되었거나 내려간 기획전이에요."
        actions={<LinkButton to={paths.exhibition()}>기획전 목록</LinkButton>}
      />
    );
  }
  if (isError) return <LoadFailed headingLevel={1} title="기획전을 불러오지 못했어요" fallback="잠시 후 다시 시도해 주세요." onRetry={() => void refetch()} />;
  if (isPending) return <Spinner label="기획전 불러오는 중" />;

  const { exhibition, blocks } = data;
  return (
    <article className={styles.page} data-status={exhibition.status}>
      <header className={styles.header}>
        <p>
          <span className={styles.badge} data-status={exhibition.status}>
            {exhibition.status === 'ENDED' ? '종료된 기획전' : exhibitionStatusLabels[exhibition.status]}
          </span>
        </p>
        <h1 className={styles.title}>{exhibition.title}</h1>
        <p className={styles.period}>
          기간 <time dateTime={exhibition.startsAt}>{exhibitionPeriodText(exhibition)}</time>
        </p>
        <p className={styles.summary}>{exhibition.summary}</p>
        <div className={styles.actions}>
          <BookmarkButton check={bookmarkQuery(exhibition.exhibitionNo)} toggle={() => toggleBookmark(exhibition.exhibitionNo)} listKey={['exhibition', 'bookmarks']} />
          <ShareButtons
            url={paths.exhibition(exhibition.exhibitionNo)}
            title={exhibition.title}
            description={`${exhibitionPeriodText(exhibition)} · ${exhibition.summary}`}
            imageUrl={exhibition.banner.url}
          />
        </div>
        <img
          src={exhibition.banner.url}
          width={exhibition.banner.width}
          height={exhibition.banner.height}
          alt={exhibition.coverAlt}
          fetchPriority="high"
          className={styles.banner}
        />
      </header>
      <StatusNotice exhibition={exhibition} />
      <Blocks blocks={blocks} ended={exhibition.status === 'ENDED'} />
      <div className={styles.footer}>
        <LinkButton to={paths.exhibition()} variant="secondary">
          기획전 목록
        </LinkButton>
      </div>
    </article>
  );
}
