import { type AdminCouponRow, COUPON_CHANNELS, couponChannelLabels, formatNumber, scheduleStatusLabels, withParticle, type ScheduleStatus } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { choiceFilter, ConsoleList, textFilter, useListFilters } from '../../ui/list-frame';
import { COUPONS_PAGE_SIZE, couponsQuery, type CouponFilters } from './coupons-api';

const STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const satisfies readonly ScheduleStatus[];
const KEYWORD_MAX = 60;

const FILTERS = { keyword: textFilter(KEYWORD_MAX), channel: choiceFilter(COUPON_CHANNELS), status: choiceFilter(STATUSES) };

function CouponSearchFields({ filters }: { filters: CouponFilters }) {
  return (
    <>
      <label className={styles.field}>
        검색어 (이름·코드)
        <input name="keyword" defaultValue={filters.keyword} maxLength={KEYWORD_MAX} autoComplete="off" />
      </label>
      <SelectField label="받는 방법" name="channel" defaultValue={filters.channel ?? ''} blank="전체" choices={choicesOf(COUPON_CHANNELS, (channel) => couponChannelLabels[channel])} />
      <SelectField label="게시 상태" name="status" defaultValue={filters.status ?? ''} blank="전체" choices={choicesOf(STATUSES, (status) => scheduleStatusLabels[status])} />
    </>
  );
}

function CouponRow({ row }: { row: AdminCouponRow }) {
  return (
    <tr>
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
  );
}

/** 쿠폰 관리: every coupon newest first, with how many copies were given, used, expired and recalled. */
export function CouponsPage() {
  const list = useListFilters(FILTERS);
  const { filters } = list;
  const coupons = useQuery(couponsQuery(filters));

  return (
    <ConsoleList
      title="쿠폰 관리"
      description="쿠폰을 만들고 상품 페이지·이벤트 페이지·쿠폰 코드로 내보내거나 회원에게 직접 발급합니다. 모든 변경은 감사 로그에 남습니다."
      actions={
        <Link className={styles.linkButton} to="new">
          새 쿠폰 만들기
        </Link>
      }
      label="쿠폰 검색"
      search={{ onSearch: list.search, formKey: list.formKey, fields: <CouponSearchFields filters={filters} /> }}
      table={{
        query: coupons,
        noun: '쿠폰',
        loading: '쿠폰을 찾는 중',
        empty: filters.keyword ? `${withParticle(`‘${filters.keyword}’`, '이/가')} 들어간 쿠폰이 없습니다.` : '조건에 맞는 쿠폰이 없습니다.',
        columns: ['번호', '쿠폰', '혜택', '받는 방법', '상태', '발급', '사용', '만료', '회수'],
        row: (row) => <CouponRow key={row.couponId} row={row} />,
        pages: list.pages(COUPONS_PAGE_SIZE),
      }}
    />
  );
}
