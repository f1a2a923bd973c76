import { AUDIT_ACTIONS, AUDIT_TARGETS, type StaffView } from '@maru/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import type { AuditFilters } from './audit-api';

/** A code → label table as choices, in the table's order. */
const entryChoices = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

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
        <SelectField
          label="직원"
          value={draft.staffId ?? ''}
          onChange={(event) => set('staffId', event.target.value)}
          blank="전체"
          choices={staffOptions.map((row) => ({ value: row.staffId, label: `${row.name} (${row.email})` }))}
        />
      ) : chosenStaff ? (
        <span className={styles.chip}>
          직원: {chosenStaff}
          <button type="button" className={styles.linkButton} onClick={() => onApply({ ...draft, staffId: undefined })} aria-label="직원 조건 해제">
            해제
          </button>
        </span>
      ) : null}
      <SelectField label="작업" value={draft.action ?? ''} onChange={(event) => set('action', event.target.value)} blank="전체" choices={entryChoices(AUDIT_ACTIONS)} />
      <SelectField label="대상" value={draft.targetType ?? ''} onChange={(event) => set('targetType', event.target.value)} blank="전체" choices={entryChoices(AUDIT_TARGETS)} />
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
