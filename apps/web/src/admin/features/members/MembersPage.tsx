import { type AdminMemberRow, adminMemberStatusLabels, MEMBER_SEARCH_KEYWORD_MAX, withParticle } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { ConsoleList, keywordFilter, useListFilters } from '../../ui/list-frame';
import { MEMBERS_PAGE_SIZE, membersQuery } from './members-api';

/** The search as the address holds it, so it can be shared, reloaded and gone back to. */
const FILTERS = { keyword: keywordFilter(MEMBER_SEARCH_KEYWORD_MAX) };

function MemberRow({ row }: { row: AdminMemberRow }) {
  return (
    <tr>
      <td className={styles.nowrap}>
        <Link to={String(row.memberId)} aria-label={`회원 ${row.memberId} ${row.name} 상세 보기`}>
          {row.memberId}
        </Link>
      </td>
      <td>
        {row.name}
        {row.business ? <span className={styles.muted}> (사업자)</span> : null}
      </td>
      <td>{row.email ?? '—'}</td>
      <td className={styles.nowrap}>{row.phone ?? '—'}</td>
      <td className={styles.nowrap}>{row.status === 'ACTIVE' ? adminMemberStatusLabels.ACTIVE : <span className={styles.badge}>{adminMemberStatusLabels[row.status]}</span>}</td>
      <td className={styles.nowrap}>{formatDateTime(row.joinedAt)}</td>
    </tr>
  );
}

/** 회원 관리: members found by name, e-mail, member number or the end of a mobile number, their data masked. */
export function MembersPage() {
  const list = useListFilters(FILTERS);
  const { filters } = list;
  const members = useQuery(membersQuery(filters));

  return (
    <ConsoleList
      title="회원 관리"
      description="이름·이메일·휴대폰 번호 전체, 휴대폰 번호 끝 4자리나 회원번호로 회원을 찾습니다 (개인정보는 일부만으로 찾지 않습니다). 이름과 연락처는 가려서 보이고, 개인정보는 회원 상세에서 사유를 남겨야 볼 수 있습니다 (감사 로그에 기록)."
      label="회원 검색"
      search={{
        onSearch: list.search,
        formKey: list.formKey,
        fields: (
          <label className={styles.field}>
            검색어 (이름, 이메일, 휴대폰 번호 전체 또는 끝 4자리, 회원번호)
            <input name="keyword" type="search" defaultValue={filters.keyword} maxLength={MEMBER_SEARCH_KEYWORD_MAX} autoComplete="off" />
          </label>
        ),
      }}
      table={{
        query: members,
        noun: '회원',
        loading: '회원을 찾는 중',
        empty: filters.keyword ? `${withParticle(`‘${filters.keyword}’`, '으로/로')} 찾은 회원이 없습니다.` : '회원이 없습니다.',
        columns: ['회원번호', '이름', '이메일', '휴대폰', '상태', '가입일시'],
        row: (row) => <MemberRow key={row.memberId} row={row} />,
        pages: list.pages(MEMBERS_PAGE_SIZE),
      }}
    />
  );
}
