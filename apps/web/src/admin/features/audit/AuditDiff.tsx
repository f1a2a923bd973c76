import { type AuditState, auditChanges, auditFieldLabel } from '@maru/domain';
import styles from './AuditDiff.module.css';
import { auditValueCode, formatAuditValue } from './audit-values';

const SIDES = {
  before: { Tag: 'del', said: '이전: ' },
  after: { Tag: 'ins', said: '이후: ' },
} as const;

/** One side of a change: the old value struck through or the new one inserted, each named for screen readers. */
function Side({ side, path, value, targetType }: { side: keyof typeof SIDES; path: string; value: unknown; targetType: string | undefined }) {
  const { Tag, said } = SIDES[side];
  return (
    <Tag className={styles[side]} title={auditValueCode(path, value, targetType)}>
      <span className={styles.hidden}>{said}</span>
      {formatAuditValue(path, value, targetType)}
    </Tag>
  );
}

/**
 * What an action changed, field by field: the old value struck through, the new one beside it.
 * The entry's target type says which labels its status codes take (an order line's or a claim's).
 */
export function AuditDiff({ before, after, targetType }: { before: AuditState | null; after: AuditState | null; targetType?: string }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className={styles.none}>변경 없음</span>;
  return (
    <dl className={styles.diff}>
      {changes.map((change) => (
        <div key={change.path} className={styles.row}>
          <dt className={styles.field}>{auditFieldLabel(change.path)}</dt>
          <dd className={styles.values}>
            {'before' in change ? <Side side="before" path={change.path} value={change.before} targetType={targetType} /> : null}
            {'before' in change && 'after' in change ? <span aria-hidden="true"> → </span> : null}
            {'after' in change ? <Side side="after" path={change.path} value={change.after} targetType={targetType} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
