import { type AdminExhibitionRow, exhibitionPeriodText, scheduleStatusLabels, withParticle } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { formatDateTime } from '../../ui/helpers/format';
import { choiceFilter, ConsoleList, textFilter, useListFilters } from '../../ui/list-frame';
import { exhibitionsQuery, LIST_SIZE } from './inspiration-api';
import { SCHEDULE_STATUSES, ScheduleBadge } from './ScheduleBadge';

const KEYWORD_MAX = 60;

const FILTERS = { keyword: textFilter(KEYWORD_MAX), status: choiceFilter(SCHEDULE_STATUSES) };

function ExhibitionRow({ row }: { row: AdminExhibitionRow }) {
  return (
    <tr>
      <td className={styles.nowrap}>{row.exhibitionNo}</td>
      <td>
        <img src={row.coverUrl} alt="" width={96} height={50} style={{ objectFit: 'cover' }} />
      </td>
      <td>
        <Link to={String(row.exhibitionNo)}>{row.title}</Link>
      </td>
      <td className={styles.nowrap}>{row.schedule.startsAt && row.schedule.endsAt ? exhibitionPeriodText({ startsAt: row.schedule.startsAt, endsAt: row.schedule.endsAt }) : '-'}</td>
      <td className={styles.nowrap}>
        <ScheduleBadge status={row.schedule.status} />
      </td>
      <td className={styles.nowrap}>{row.blockCount}개</td>
      <td className={styles.nowrap}>{formatDateTime(row.updatedAt)}</td>
    </tr>
  );
}

/** 기획전 관리: every exhibition newest first with its schedule status, to open, make or find one. */
export function ExhibitionsPage() {
  const list = useListFilters(FILTERS);
  const { filters } = list;
  const exhibitions = useQuery(exhibitionsQuery(filters));

  return (
    <ConsoleList
      title="기획전 관리"
      description="사진, 글, 상품 묶음, 쿠폰 블록으로 기획전을 만들고 기간과 게시 상태를 정합니다. 쇼핑몰에는 게시 중인 기획전만 보이고, 모든 변경은 감사 로그에 남습니다."
      actions={
        <Link className={styles.linkButton} to="new">
          새 기획전 만들기
        </Link>
      }
      label="기획전 검색"
      search={{
        onSearch: list.search,
        formKey: list.formKey,
        fields: (
          <>
            <label className={styles.field}>
              검색어 (제목)
              <input name="keyword" defaultValue={filters.keyword} maxLength={KEYWORD_MAX} autoComplete="off" />
            </label>
            <SelectField label="게시 상태" name="status" defaultValue={filters.status ?? ''} blank="전체" choices={choicesOf(SCHEDULE_STATUSES, (status) => scheduleStatusLabels[status])} />
          </>
        ),
      }}
      table={{
        query: exhibitions,
        noun: '기획전',
        loading: '기획전을 찾는 중',
        empty: filters.keyword ? `${withParticle(`‘${filters.keyword}’`, '이/가')} 들어간 기획전이 없습니다.` : '조건에 맞는 기획전이 없습니다.',
        columns: ['번호', '표지', '제목', '기간', '게시 상태', '블록', '수정일시'],
        row: (row) => <ExhibitionRow key={row.exhibitionNo} row={row} />,
        pages: list.pages(LIST_SIZE),
      }}
    />
  );
}
