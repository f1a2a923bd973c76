import { COUPON_CSV_COLUMN, couponCsvResult, formatNumber, type CouponIssueResult } from '@maru/domain';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import styles from '../../ui/console.module.css';
import { ImportProblems, SheetFileToolbar } from '../../ui/pieces/SheetImport';
import { useSheetImport } from '../../ui/helpers/use-sheet-import';
import { couponsKey, uploadMemberCsv } from './coupons-api';

/** CSV로 발급: a file with a 회원번호 column, checked first (bad rows by row and column), then issued once clean. */
export function CsvIssuePanel({ couponId, onIssued }: { couponId: number; onIssued: (result: CouponIssueResult) => void }) {
  const sheet = useSheetImport({
    upload: async (file, dryRun) => {
      const result = await uploadMemberCsv(couponId, file, dryRun);
      if (!dryRun) onIssued(result);
      return result;
    },
    result: couponCsvResult,
    changes: couponsKey,
    worthApplying: (result) => result.issued > 0,
  });
  return (
    <div>
      <h3>CSV로 발급</h3>
      <p className={styles.hint}>첫 행에 ‘{COUPON_CSV_COLUMN}’ 열이 있는 CSV 파일(UTF-8)을 올립니다. 다른 열은 읽지 않습니다. 오류가 한 행이라도 있으면 아무에게도 발급하지 않습니다.</p>
      <SheetFileToolbar label="회원번호 CSV 파일" {...sheet.toolbar} />
      {sheet.problem ? <p role="alert">{sheet.problem}</p> : null}
      {sheet.result ? (
        <p role="status">
          {sheet.dryRun ? '검사 결과: ' : '발급 결과: '}회원 {formatNumber(sheet.result.members)}명 · {sheet.dryRun ? '새로 받을' : '발급'} {formatNumber(sheet.result.issued)}명 · 이미 받은 회원 {formatNumber(sheet.result.skipped)}명
          {sheet.result.errors.length ? ` · 오류 ${formatNumber(sheet.result.errors.length)}건` : ''}
        </p>
      ) : null}
      {sheet.result ? <ImportProblems errors={sheet.result.errors} /> : null}
      {sheet.confirming && sheet.result ? (
        <ConfirmDialog title="CSV로 발급" confirmLabel={`${formatNumber(sheet.result.issued)}명에게 발급`} onCancel={sheet.cancelConfirm} onConfirm={sheet.apply} pending={sheet.pending}>
          <p>검사한 파일의 회원 {formatNumber(sheet.result.issued)}명에게 한 장씩 줍니다.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
