import { inquiryStatusLabels, type InquiryListQuery, type InquiryStatusFilter } from '@maru/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { Button, EmptyState, PageLinks, Spinner } from '@/shared/ui';
import { fetchMyInquiries, inquiryKeys } from './inquiry-api';
import styles from './inquiry.module.css';

const STATUS_TABS: readonly { value: InquiryStatusFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'WAITING', label: '답변 대기' },
  { value: 'ANSWERED', label: '답변 완료' },
];

const formatDay = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });

/** The member's inquiries of one kind, filtered by state (the address holds the filter), 10 a page. */
export function InquiryList({ query }: { query: InquiryListQuery }) {
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: inquiryKeys.list(query),
    queryFn: ({ signal }) => fetchMyInquiries(query, signal),
    placeholderData: keepPreviousData,
  });
  const hrefFor = (change: Partial<InquiryListQuery>) => paths.mypage.inquiry({ ...query, page: 1, ...change });

  return (
    <>
      <ul className={styles.tabs} aria-label="답변 상태">
        {STATUS_TABS.map((tab) => (
          <li key={tab.value}>
            <Link className={styles.tab} to={hrefFor({ status: tab.value })} aria-current={query.status === tab.value ? 'page' : undefined}>
              {tab.label}
              {data && tab.value !== 'ALL' ? ` ${tab.value === 'WAITING' ? data.counts.waiting : data.counts.answered}` : ''}
            </Link>
          </li>
        ))}
      </ul>
      {data && data.list.length > 0 ? (
        <>
          <ul className={styles.list}>
            {data.list.map((inquiry) => (
              <li key={inquiry.inquiryNo}>
                <Link className={styles.item} to={paths.mypage.inquiry({ kind: query.kind, inquiryNo: inquiry.inquiryNo })}>
                  <span className={styles.itemHead}>
                    <span className={`${styles.status} ${inquiry.status === 'ANSWERED' ? styles.answered : ''}`}>{inquiryStatusLabels[inquiry.status]}</span>
                    {inquiry.answerUnread ? <span className={styles.newBadge}>새 답변</span> : null}
                    <span className={styles.muted}>{inquiry.categoryName ?? inquiry.productName ?? ''}</span>
                  </span>
                  <span className={styles.subject}>{inquiry.title ?? inquiry.text}</span>
                  <span className={styles.muted}>{formatDay(inquiry.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <PageLinks page={query.page} pageCount={Math.ceil(data.total / data.size)} hrefFor={(page) => hrefFor({ page })} />
        </>
      ) : data ? (
        <EmptyState title="문의 내역이 없습니다" description={query.kind === 'PRODUCT' ? '상품 페이지의 상품 문의에서 질문할 수 있어요.' : '궁금한 점을 1:1 문의로 남겨 주세요.'} />
      ) : isError ? (
        <EmptyState
          title="문의 내역을 불러오지 못했습니다"
          description={error.message || undefined}
          actions={
            <Button variant="secondary" onClick={() => void refetch()}>
              다시 시도
            </Button>
          }
        />
      ) : isPending ? (
        <Spinner label="문의 내역을 불러오는 중" />
      ) : null}
    </>
  );
}
