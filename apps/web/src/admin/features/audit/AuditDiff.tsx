import { type AuditState, auditChanges, auditFieldLabel } from '@maru/domain';
import styles from './AuditDiff.module.css';
import { formatAuditValue } from './audit-values';

/** What an action changed, field by field: the old value struck through, the new one beside it. */
export function AuditDiff({ before, after }: { before: AuditState | null; after: AuditState | null }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className={styles.none}>변경 없음</span>;
  return (
    <dl className={styles.diff}>
      {changes.map((change) => (
        <div key={change.path} className={styles.row}>
          <dt className={styles.field}>{auditFieldLabel(change.path)}</dt>
          <dd className={styles.values}>
            {'before' in change ? (
              <del className={styles.before}>
                <span className={styles.hidden}>이전: </span>
                {formatAuditValue(change.path, change.before)}
              </del>
            ) : null}
            {'before' in change && 'after' in change ? <span aria-hidden="true"> → </span> : null}
            {'after' in change ? (
              <ins className={styles.after}>
                <span className={styles.hidden}>이후: </span>
                {formatAuditValue(change.path, change.after)}
              </ins>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
