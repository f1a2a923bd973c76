import { type AuditEntryView, auditActionLabel, auditTargetLabel } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMe } from '../../ui/helpers/use-me';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { ConsoleList, textFilter, useListFilters } from '../../ui/list-frame';
import { staffListQuery } from '../staff';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditLogQuery } from './audit-api';
import { AuditDiff } from './AuditDiff';
import { AuditFilterForm } from './AuditFilterForm';
import page from './AuditLogPage.module.css';

const FILTERS = { staffId: textFilter(), action: textFilter(), targetType: textFilter(), targetId: textFilter(), from: textFilter(), to: textFilter() };

/** A search sets every filter: what the form leaves out is cleared. */
const FILTERS_OFF: AuditFilters = { staffId: undefined, action: undefined, targetType: undefined, targetId: undefined, from: undefined, to: undefined };

function AuditRow({ entry, byStaff }: { entry: AuditEntryView; byStaff: (staffId: number, name: string) => void }) {
  return (
    <tr>
      <td className={page.figures}>{formatDateTime(entry.createdAt)}</td>
      <td>
        <button type="button" className={styles.linkButton} onClick={() => byStaff(entry.staff.staffId, entry.staff.name)} title="이 직원의 기록만 보기">
          {entry.staff.name}
        </button>
        <br />
        <span className={styles.muted}>{entry.staff.email}</span>
      </td>
      <td>{auditActionLabel(entry.action)}</td>
      <td>
        {auditTargetLabel(entry.targetType)}
        {entry.targetId ? (
          <>
            <br />
            <span className={`${styles.nowrap} ${page.figures}`}>#{entry.targetId}</span>
          </>
        ) : null}
      </td>
      <td>
        <AuditDiff before={entry.before} after={entry.after} targetType={entry.targetType} />
      </td>
      <td className={`${styles.muted} ${page.figures}`}>{entry.ip}</td>
    </tr>
  );
}

/** 감사 로그: every staff action, newest first, filtered by who, what, which record and when (all in the address). */
export function AuditLogPage() {
  const me = useMe();
  const list = useListFilters(FILTERS, { firstPage: 'left out' });
  const { page: pageNo, ...applied } = list.filters;
  const log = useQuery(auditLogQuery(applied, pageNo));
  // Only admins may list staff; others narrow to a staff member by picking a name in the log.
  const staff = useQuery({ ...staffListQuery, enabled: me.rights.includes('staff') });
  const [pickedName, setPickedName] = useState<string>();

  const apply = (filters: AuditFilters) => list.apply({ ...FILTERS_OFF, ...filters });
  const byStaff = (staffId: number, name: string) => {
    setPickedName(name);
    list.apply({ staffId: String(staffId) });
  };
  const chosenStaff = applied.staffId ? (staff.data?.list.find((row) => String(row.staffId) === applied.staffId)?.name ?? pickedName ?? `#${applied.staffId}`) : undefined;

  return (
    <ConsoleList
      title="감사 로그"
      description="직원이 콘솔에서 한 모든 작업: 누가, 무엇을, 언제 했고 무엇이 어떻게 바뀌었는지."
      label="감사 로그"
      filters={<AuditFilterForm key={list.formKey} applied={applied} onApply={apply} staffOptions={me.rights.includes('staff') ? (staff.data?.list ?? []) : undefined} chosenStaff={chosenStaff} />}
      tableClassName={page.log}
      table={{
        query: log,
        noun: '기록',
        loading: '감사 로그를 불러오는 중',
        empty: '조건에 맞는 기록이 없습니다.',
        columns: ['시각', '직원', '작업', '대상', '변경 내용', '접속 주소'],
        row: (entry) => <AuditRow key={entry.auditId} entry={entry} byStaff={byStaff} />,
        pages: list.pages(AUDIT_PAGE_SIZE),
      }}
    />
  );
}
