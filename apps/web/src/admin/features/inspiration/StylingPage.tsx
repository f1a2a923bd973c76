import { type AdminStylingRow, scheduleStatusLabels, STYLING_SPACES, stylingSpaceNames, stylingStyleNames, withParticle } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { formatDateTime } from '../../ui/helpers/format';
import { choiceFilter, ConsoleList, textFilter, useListFilters } from '../../ui/list-frame';
import { LIST_SIZE, type StylingFilters, stylingListQuery } from './inspiration-api';
import { SCHEDULE_STATUSES, ScheduleBadge } from './ScheduleBadge';

const KEYWORD_MAX = 60;

const FILTERS = { keyword: textFilter(KEYWORD_MAX), space: choiceFilter(STYLING_SPACES), status: choiceFilter(SCHEDULE_STATUSES) };

function StylingSearchFields({ filters }: { filters: StylingFilters }) {
  return (
    <>
      <label className={styles.field}>
        검색어 (제목)
        <input name="keyword" defaultValue={filters.keyword} maxLength={KEYWORD_MAX} autoComplete="off" />
      </label>
      <SelectField label="공간" name="space" defaultValue={filters.space ?? ''} blank="전체" choices={choicesOf(STYLING_SPACES, (space) => stylingSpaceNames[space])} />
      <SelectField label="게시 상태" name="status" defaultValue={filters.status ?? ''} blank="전체" choices={choicesOf(SCHEDULE_STATUSES, (status) => scheduleStatusLabels[status])} />
    </>
  );
}

function StylingRow({ row }: { row: AdminStylingRow }) {
  return (
    <tr>
      <td className={styles.nowrap}>{row.stylingNo}</td>
      <td>
        <img src={row.photoUrl} alt="" width={80} height={60} style={{ objectFit: 'cover' }} />
      </td>
      <td>
        <Link to={String(row.stylingNo)}>{row.title}</Link>
      </td>
      <td className={styles.nowrap}>
        {stylingSpaceNames[row.space]} · {stylingStyleNames[row.style]}
      </td>
      <td className={styles.nowrap}>{row.hotspotCount}개</td>
      <td className={styles.nowrap}>
        <ScheduleBadge status={row.schedule.status} />
      </td>
      <td className={styles.nowrap}>{formatDateTime(row.updatedAt)}</td>
    </tr>
  );
}

/** 스타일링 관리: every room newest first with its tags and schedule status. */
export function StylingPage() {
  const list = useListFilters(FILTERS);
  const { filters } = list;
  const rooms = useQuery(stylingListQuery(filters));

  return (
    <ConsoleList
      title="스타일링 관리"
      description="사진 한 장으로 스타일링을 만들고, 사진 위에 상품 태그를 놓고, 공간·스타일과 게시 기간을 정합니다. 쇼핑몰에는 게시 중인 스타일링만 보이고, 모든 변경은 감사 로그에 남습니다."
      actions={
        <Link className={styles.linkButton} to="new">
          새 스타일링 만들기
        </Link>
      }
      label="스타일링 검색"
      search={{ onSearch: list.search, formKey: list.formKey, fields: <StylingSearchFields filters={filters} /> }}
      table={{
        query: rooms,
        noun: '스타일링',
        loading: '스타일링을 찾는 중',
        empty: filters.keyword ? `${withParticle(`‘${filters.keyword}’`, '이/가')} 들어간 스타일링이 없습니다.` : '조건에 맞는 스타일링이 없습니다.',
        columns: ['번호', '사진', '제목', '공간 · 스타일', '상품 태그', '게시 상태', '수정일시'],
        row: (row) => <StylingRow key={row.stylingNo} row={row} />,
        pages: list.pages(LIST_SIZE),
      }}
    />
  );
}
