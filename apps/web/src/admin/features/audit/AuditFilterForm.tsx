import { AUDIT_ACTIONS, AUDIT_TARGETS, type StaffView } from '@maru/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import type { AuditFilters } from './audit-api';

interface AuditFilterFormProps {
  /** The filters in force (the page's address); the form starts from them. */
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  /** Every staff member, for admins (who may list staff); undefined for others. */
  staffOptions: StaffView[] | undefined;
  /** The name of the staff member filtered by, when the list above is not there to show it. */
  chosenStaff: string | undefined;
}

/** The log's filters, edited here and applied together with 검색 (the page keys it by the address, so back and forward reset it). */
export function AuditFilterForm({ applied, onApply, staffOptions, chosenStaff }: AuditFilterFormProps) {
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const set = (name: keyof AuditFilters, value: string) => setDraft((current) => ({ ...current, [name]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={styles.toolbar} onSubmit={submit} aria-label="감사 로그 검색">
      {staffOptions ? (
        <label className={styles.field}>
          직원
          <select value={draft.staffId ?? ''} onChange={(event) => set('staffId', event.target.value)}>
            <option value="">전체</option>
            {staffOptions.map((row) => (
              <option key={row.staffId} value={row.staffId}>
                {row.name} ({row.email})
              </option>
            ))}
          </select>
        </label>
      ) : chosenStaff ? (
        <span className={styles.chip}>
          직원: {chosenStaff}
          <button type="button" className={styles.linkButton} onClick={() => onApply({ ...draft, staffId: undefined })} aria-label="직원 조건 해제">
            해제
          </button>
        </span>
      ) : null}
      <label className={styles.field}>
        작업
        <select value={draft.action ?? ''} onChange={(event) => set('action', event.target.value)}>
          <option value="">전체</option>
          {Object.entries(AUDIT_ACTIONS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        대상
        <select value={draft.targetType ?? ''} onChange={(event) => set('targetType', event.target.value)}>
          <option value="">전체</option>
          {Object.entries(AUDIT_TARGETS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        대상 번호
        <input value={draft.targetId ?? ''} maxLength={60} onChange={(event) => set('targetId', event.target.value)} />
      </label>
      <label className={styles.field}>
        시작일
        <input type="date" value={draft.from ?? ''} max={draft.to} onChange={(event) => set('from', event.target.value)} />
      </label>
      <label className={styles.field}>
        종료일
        <input type="date" value={draft.to ?? ''} min={draft.from} onChange={(event) => set('to', event.target.value)} />
      </label>
      <Button type="submit">검색</Button>
      <Button type="button" variant="secondary" onClick={() => onApply({})}>
        초기화
      </Button>
    </form>
  );
}
