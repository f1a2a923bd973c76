import { type AdminNoticeRow, withParticle } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { ConsoleList, textFilter, useListFilters } from '../../ui/list-frame';
import { ScheduleBadge } from '../../ui/pieces/schedule';
import { BoardNav } from './BoardNav';
import { NOTICE_PAGE_SIZE, noticesQuery } from './content-api';

const KEYWORD_MAX = 50;

const FILTERS = { keyword: textFilter(KEYWORD_MAX) };

function NoticeRow({ row }: { row: AdminNoticeRow }) {
  return (
    <tr>
      <td className={styles.nowrap}>{row.noticeNo}</td>
      <td>
        <Link to={`notices/${row.noticeNo}`}>{row.title}</Link>
      </td>
      <td className={styles.nowrap}>{row.pinned ? '상단 고정' : '-'}</td>
      <td className={styles.nowrap}>
        <ScheduleBadge status={row.schedule.status} />
      </td>
      <td className={styles.nowrap}>{formatDateTime(row.schedule.startsAt)}</td>
      <td className={styles.nowrap}>{formatDateTime(row.updatedAt)}</td>
    </tr>
  );
}

/** 공지·FAQ: the notices, pinned first then the newest, as the shop's board lists them; found by title. */
export function BoardPage() {
  const list = useListFilters(FILTERS);
  const { filters } = list;
  const notices = useQuery(noticesQuery(filters));
  return (
    <ConsoleList
      title="공지·FAQ"
      description="공지사항과 자주 묻는 질문을 쓰고 게시 일정을 정합니다. 상단 고정 공지가 먼저 보이고, 모든 변경은 감사 로그에 남습니다."
      actions={
        <Link className={styles.linkButton} to="notices/new">
          새 공지 쓰기
        </Link>
      }
      above={<BoardNav />}
      label="공지사항 검색"
      search={{
        onSearch: list.search,
        formKey: list.formKey,
        fields: (
          <label className={styles.field}>
            제목
            <input name="keyword" defaultValue={filters.keyword} maxLength={KEYWORD_MAX} autoComplete="off" />
          </label>
        ),
      }}
      table={{
        query: notices,
        noun: '공지사항',
        loading: '공지사항을 찾는 중',
        empty: filters.keyword ? `${withParticle(`‘${filters.keyword}’`, '이/가')} 들어간 공지사항이 없습니다.` : '공지사항이 없습니다.',
        columns: ['번호', '제목', '고정', '게시 상태', '게시일', '수정일시'],
        row: (row) => <NoticeRow key={row.noticeNo} row={row} />,
        pages: list.pages(NOTICE_PAGE_SIZE),
      }}
    />
  );
}
