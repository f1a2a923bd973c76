import { auditActionLabel, auditTargetLabel } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMe } from '../../app/use-me';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ResultTable } from '../../ui/ResultTable';
import { staffListQuery } from '../staff';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditLogQuery } from './audit-api';
import { AuditDiff } from './AuditDiff';
import { AuditFilterForm } from './AuditFilterForm';
import page from './AuditLogPage.module.css';

const FILTERS = ['staffId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** 감사 로그: every staff action, newest first, filtered by who, what, which record and when (all in the address). */
export function AuditLogPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const log = useQuery(auditLogQuery(applied, pageNo));
  // Only admins may list staff; others narrow to a staff member by picking a name in the log.
  const staff = useQuery({ ...staffListQuery, enabled: me.rights.includes('staff') });
  const [pickedName, setPickedName] = useState<string>();

  const apply = (filters: AuditFilters, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = filters[name];
      if (value) next.set(name, value);
    }
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const byStaff = (staffId: number, name: string) => {
    setPickedName(name);
    apply({ ...applied, staffId: String(staffId) });
  };
  const chosenStaff = applied.staffId ? (staff.data?.list.find((row) => String(row.staffId) === applied.staffId)?.name ?? pickedName ?? `#${applied.staffId}`) : undefined;

  return (
    <>
      <PageHeader title="감사 로그" description="직원이 콘솔에서 한 모든 작업: 누가, 무엇을, 언제 했고 무엇이 어떻게 바뀌었는지." />
      <section className={styles.panel} aria-label="감사 로그">
        <AuditFilterForm key={params.toString()} applied={applied} onApply={apply} staffOptions={me.rights.includes('staff') ? (staff.data?.list ?? []) : undefined} chosenStaff={chosenStaff} />
        <div className={page.log}>
        <ResultTable
          query={log}
          noun="기록"
          loading="감사 로그를 불러오는 중"
          empty="조건에 맞는 기록이 없습니다."
          columns={['시각', '직원', '작업', '대상', '변경 내용', '접속 주소']}
          row={(entry) => (
            <tr key={entry.auditId}>
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
          )}
          pages={{ page: pageNo, size: AUDIT_PAGE_SIZE, onPage: (next) => apply(applied, next) }}
        />
        </div>
      </section>
    </>
  );
}
