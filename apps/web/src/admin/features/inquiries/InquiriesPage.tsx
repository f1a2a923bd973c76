import { ADMIN_INQUIRY_KINDS, type AdminInquiryRow, INQUIRY_STATUS_FILTERS, inquiryKindLabels, inquiryStatusLabels, type InquiryKind } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { choicesOf } from '@/shared/ui/Options';
import { codeChoices } from '../../api/code-list';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { PeriodFields, SelectField } from '../../ui/pieces/fields';
import { choiceFilter, ConsoleList, textFilter, useListFilters } from '../../ui/list-frame';
import { categoriesQuery, INQUIRIES_PAGE_SIZE, inquiriesQuery, type InquiryFilters } from './inquiries-api';

type KindFilter = (typeof ADMIN_INQUIRY_KINDS)[number];
type StatusFilter = (typeof INQUIRY_STATUS_FILTERS)[number];

const kindLabel = (kind: KindFilter) => (kind === 'ALL' ? '전체' : inquiryKindLabels[kind as InquiryKind]);
const statusLabel = (status: StatusFilter) => (status === 'ALL' ? '전체' : inquiryStatusLabels[status]);

/** The filters as the address holds them, so a search can be shared, reloaded and gone back to. */
const FILTERS = {
  kind: choiceFilter(ADMIN_INQUIRY_KINDS, 'ALL'),
  status: choiceFilter(INQUIRY_STATUS_FILTERS, 'ALL'),
  category: textFilter(),
  from: textFilter(),
  to: textFilter(),
};

function InquirySearchFields({ filters }: { filters: InquiryFilters }) {
  const categories = useQuery(categoriesQuery);
  return (
    <>
      <SelectField label="종류" name="kind" defaultValue={filters.kind} choices={choicesOf(ADMIN_INQUIRY_KINDS, kindLabel)} />
      <SelectField label="답변 상태" name="status" defaultValue={filters.status} choices={choicesOf(INQUIRY_STATUS_FILTERS, statusLabel)} />
      <SelectField label="문의 유형" name="category" defaultValue={filters.category ?? ''} blank="전체" choices={codeChoices(categories.data)} />
      <PeriodFields day="작성일" from={filters.from} to={filters.to} />
    </>
  );
}

function InquiryRow({ row }: { row: AdminInquiryRow }) {
  return (
    <tr>
      <td className={styles.nowrap}>{formatDateTime(row.createdAt)}</td>
      <td>
        {inquiryKindLabels[row.kind]}
        <br />
        <span className={styles.small}>{row.categoryName ?? row.productName ?? ''}</span>
      </td>
      <td>
        <Link to={String(row.inquiryNo)}>{row.subject}</Link>
        {row.secret ? <span className={styles.muted}> (비밀글)</span> : null}
      </td>
      <td>{row.memberName}</td>
      <td className={styles.nowrap}>{row.status === 'WAITING' ? <span className={styles.badge}>답변 대기</span> : `답변 완료 ${formatDateTime(row.answeredAt)}`}</td>
    </tr>
  );
}

/** 문의 관리: 1:1 inquiries and product questions together, waiting ones first (oldest first). */
export function InquiriesPage() {
  const list = useListFilters(FILTERS);
  const { filters } = list;
  const inquiries = useQuery(inquiriesQuery(filters));

  return (
    <ConsoleList
      title="문의 관리"
      description="1:1 문의와 상품 문의에 답변합니다. 답변 대기 문의가 오래된 순으로 먼저 나옵니다. 첫 답변은 회원에게 알림톡으로 안내됩니다."
      label="문의 검색"
      search={{ onSearch: list.search, formKey: list.formKey, fields: <InquirySearchFields filters={filters} /> }}
      table={{
        query: inquiries,
        noun: '문의',
        loading: '문의를 찾는 중',
        empty: '조건에 맞는 문의가 없습니다.',
        columns: ['작성일시', '종류', '내용', '회원', '상태'],
        row: (row) => <InquiryRow key={row.inquiryNo} row={row} />,
        pages: list.pages(INQUIRIES_PAGE_SIZE),
      }}
    />
  );
}
