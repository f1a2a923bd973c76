import { formatNumber, MEMBER_SEARCH_KEYWORD_MAX, type AdminMemberListView, type AdminMemberRow } from '@maru/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { Pager } from '../../ui/pieces/Pager';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { MEMBER_PICK_PAGE_SIZE, memberSearchQuery } from './coupons-api';

interface MemberPickerProps {
  chosen: readonly AdminMemberRow[];
  onChange: (chosen: AdminMemberRow[]) => void;
}

const who = (member: AdminMemberRow) => `${member.name} (회원번호 ${member.memberId})`;

/**
 * Members picked one by one with the console's masked search (이름·이메일·휴대폰 번호 전체,
 * 휴대폰 끝 4자리, 회원번호): the answer never holds a whole phone number or e-mail, so neither does this.
 * Search with Enter or 검색; each row's 선택 adds the member, each chosen member's 빼기 removes them.
 */
export function MemberPicker({ chosen, onChange }: MemberPickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<MemberSearch>();
  const found = useQuery({ ...memberSearchQuery(search?.keyword ?? '', search?.page ?? 1), enabled: search !== undefined });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSearch({ keyword: typed.trim(), page: 1 });
  };

  return (
    <div>
      <form className={styles.toolbar} role="search" aria-label="회원 검색" onSubmit={submit}>
        <label className={styles.field} htmlFor={`${id}-keyword`}>
          회원 검색
          <input
            id={`${id}-keyword`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={MEMBER_SEARCH_KEYWORD_MAX}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
          />
        </label>
        <Button type="submit" variant="secondary">
          검색
        </Button>
        <span id={`${id}-hint`} className={styles.hint}>
          이름·이메일·휴대폰 번호 전체, 휴대폰 번호 끝 4자리나 회원번호로 찾습니다. 연락처는 가려서 보입니다.
        </span>
      </form>

      {search === undefined ? null : <SearchResults search={search} found={found} chosen={chosen} onChange={onChange} onPage={(page) => setSearch({ ...search, page })} />}

      <ChosenMembers id={id} chosen={chosen} onChange={onChange} />
    </div>
  );
}

interface MemberSearch {
  keyword: string;
  page: number;
}

interface SearchResultsProps extends MemberPickerProps {
  search: MemberSearch;
  found: UseQueryResult<AdminMemberListView>;
  onPage: (page: number) => void;
}

/** The search's page of members, each with 선택 (선택됨 once chosen), and the pager. */
function SearchResults({ search, found, chosen, onChange, onPage }: SearchResultsProps) {
  const chosenIds = new Set(chosen.map((member) => member.memberId));
  return found.isPending ? (
    <Spinner label="회원을 찾는 중" />
  ) : found.isError ? (
    <QueryFailure error={found.error} retry={() => void found.refetch()} />
  ) : found.data.list.length === 0 ? (
    <p className={styles.empty} role="status">
      찾는 회원이 없습니다.
    </p>
  ) : (
    <>
      <DataTable columns={['회원번호', '이름', '이메일', '휴대폰', '구분', '']} caption={<span className={styles.small}>검색 결과 {formatNumber(found.data.total)}명</span>}>
        {found.data.list.map((member) => (
          <tr key={member.memberId}>
            <td className={styles.nowrap}>{member.memberId}</td>
            <td>{member.name}</td>
            <td>{member.email ?? '-'}</td>
            <td className={styles.nowrap}>{member.phone ?? '-'}</td>
            <td>{member.business ? '사업자' : member.status === 'ACTIVE' ? '일반' : '휴면·정지'}</td>
            <td>
              <Button variant="secondary" disabled={chosenIds.has(member.memberId)} aria-label={`${who(member)} 선택`} onClick={() => onChange([...chosen, member])}>
                {chosenIds.has(member.memberId) ? '선택됨' : '선택'}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={search.page} size={MEMBER_PICK_PAGE_SIZE} total={found.data.total} onPage={onPage} />
    </>
  );
}

/** 고른 회원: the members chosen so far, each with 빼기. */
function ChosenMembers({ id, chosen, onChange }: MemberPickerProps & { id: string }) {
  return (
    <>
      <h3 id={`${id}-chosen`}>고른 회원 {formatNumber(chosen.length)}명</h3>
      {chosen.length === 0 ? (
        <p className={styles.muted}>아직 고른 회원이 없습니다.</p>
      ) : (
        <ul aria-labelledby={`${id}-chosen`}>
          {chosen.map((member) => (
            <li key={member.memberId}>
              {who(member)}{' '}
              <button type="button" className={styles.linkButton} aria-label={`${who(member)} 빼기`} onClick={() => onChange(chosen.filter((other) => other.memberId !== member.memberId))}>
                빼기
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
