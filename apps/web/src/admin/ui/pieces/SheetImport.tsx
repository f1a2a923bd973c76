import { formatNumber } from '@maru/domain';
import { Button } from '@/shared/ui/Button';
import styles from '../console.module.css';
import { DataTable } from './DataTable';

// The pieces every console spreadsheet import shares (products, tracking numbers): the file
// with 검사하기 and 반영하기 — the second only after a clean check of the same file — and the
// problems by Excel row and column.

interface SheetFileToolbarProps {
  fileId: string;
  /** The file field's words ('CSV 파일', '송장 CSV 파일'). */
  label: string;
  onFile: (file: File | undefined) => void;
  /** A file is chosen and nothing is being sent. */
  canCheck: boolean;
  /** The same file was checked and had no problem. */
  checkedClean: boolean;
  pending: boolean;
  onCheck: () => void;
  onApply: () => void;
}

export function SheetFileToolbar({ fileId, label, onFile, canCheck, checkedClean, pending, onCheck, onApply }: SheetFileToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.field} htmlFor={fileId}>
        {label}
        <input id={fileId} type="file" accept=".csv,text/csv" onChange={(event) => onFile(event.target.files?.[0])} />
      </label>
      <Button variant="secondary" disabled={!canCheck || pending} onClick={onCheck}>
        검사하기
      </Button>
      <Button disabled={!checkedClean || pending} onClick={onApply} aria-describedby={`${fileId}-apply-hint`}>
        반영하기
      </Button>
      <span id={`${fileId}-apply-hint`} className={styles.hint}>
        {checkedClean ? '검사를 통과했습니다.' : '같은 파일을 검사해 문제가 없어야 반영할 수 있습니다.'}
      </span>
    </div>
  );
}

/** The problems of a checked or refused file, as the server named them. */
export function ImportProblems({ errors }: { errors: readonly { row: number; column: string; message: string }[] }) {
  if (errors.length === 0) return null;
  return (
    <DataTable columns={['행', '열', '내용']} caption={`문제 ${formatNumber(errors.length)}건`} stickyHeader>
      {errors.map((error, index) => (
        <tr key={`${error.row}-${error.column}-${index}`}>
          <td className={styles.nowrap}>{error.row}</td>
          <td className={styles.nowrap}>{error.column}</td>
          <td>{error.message}</td>
        </tr>
      ))}
    </DataTable>
  );
}
