import { COUPON_CHANNELS, couponChannelLabels, formatNumber, scheduleStatusLabels, withParticle, type ScheduleStatus } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/PageHeader';
import { ResultTable } from '../../ui/ResultTable';
import { SelectField } from '../../ui/fields';
import { SearchForm } from '../../ui/SearchForm';
import { type FieldReader, useAddressFilters } from '../../ui/address-filters';
import { COUPONS_PAGE_SIZE, couponsQuery, type CouponFilters } from './coupons-api';

const STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const satisfies readonly ScheduleStatus[];
const KEYWORD_MAX = 60;

function filtersOf(params: URLSearchParams): CouponFilters {
  return {
    keyword: params.get('keyword')?.trim().slice(0, KEYWORD_MAX) || undefined,
    channel: COUPON_CHANNELS.find((value) => value === params.get('channel')),
    status: STATUSES.find((value) => value === params.get('status')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** 쿠폰 관리: every coupon newest first, with how many copies were given, used, expired and recalled. */
export function CouponsPage() {
  const { params, filters, apply } = useAddressFilters(filtersOf);
  const coupons = useQuery(couponsQuery(filters));
  const search = (value: FieldReader) =>
    apply({ keyword: value('keyword'), channel: COUPON_CHANNELS.find((channel) => channel === value('channel')), status: STATUSES.find((status) => status === value('status')) });

  return (
    <>
      <PageHeader
        title="쿠폰 관리"
        description="쿠폰을 만들고 상품 페이지·이벤트 페이지·쿠폰 코드로 내보내거나 회원에게 직접 발급합니다. 모든 변경은 감사 로그에 남습니다."
        actions={
          <Link className={styles.linkButton} to="new">
            새 쿠폰 만들기
          </Link>
        }
      />
      <section className={styles.panel} aria-label="쿠폰 검색">
        <SearchForm onSearch={search} key={params.toString()}>
          <label className={styles.field}>
            검색어 (이름·코드)
            <input name="keyword" defaultValue={filters.keyword} maxLength={KEYWORD_MAX} autoComplete="off" />
          </label>
          <SelectField label="받는 방법" name="channel" defaultValue={filters.channel ?? ''} blank="전체" choices={choicesOf(COUPON_CHANNELS, (channel) => couponChannelLabels[channel])} />
          <SelectField label="게시 상태" name="status" defaultValue={filters.status ?? ''} blank="전체" choices={choicesOf(STATUSES, (status) => scheduleStatusLabels[status])} />
        </SearchForm>
        <ResultTable
          query={coupons}
          noun="쿠폰"
          loading="쿠폰을 찾는 중"
          empty={filters.keyword ? `${withParticle(`‘${filters.keyword}’`, '이/가')} 들어간 쿠폰이 없습니다.` : '조건에 맞는 쿠폰이 없습니다.'}
          columns={['번호', '쿠폰', '혜택', '받는 방법', '상태', '발급', '사용', '만료', '회수']}
          row={(row) => (
            <tr key={row.couponId}>
              <td className={styles.nowrap}>{row.couponId}</td>
              <td>
                <Link to={String(row.couponId)}>{row.name}</Link>
                <br />
                <span className={styles.small}>
                  {row.scopeLabel}
                  {row.conditionLabel ? ` · ${row.conditionLabel}` : ''}
                </span>
              </td>
              <td>{row.benefitLabel}</td>
              <td>
                {couponChannelLabels[row.channel]}
                {row.redeemCode ? <span className={styles.small}> ({row.redeemCode})</span> : null}
              </td>
              <td className={styles.nowrap}>
                <span className={styles.badge} data-tone={row.schedule.status === 'LIVE' ? 'good' : row.schedule.status === 'ENDED' ? 'bad' : 'wait'}>
                  {scheduleStatusLabels[row.schedule.status]}
                </span>
              </td>
              <td className={styles.nowrap}>{formatNumber(row.counts.issued)}</td>
              <td className={styles.nowrap}>{formatNumber(row.counts.used)}</td>
              <td className={styles.nowrap}>{formatNumber(row.counts.expired)}</td>
              <td className={styles.nowrap}>{formatNumber(row.counts.recalled)}</td>
            </tr>
          )}
          pages={{ page: filters.page, size: COUPONS_PAGE_SIZE, onPage: (page) => apply({ page }) }}
        />
      </section>
    </>
  );
}
