import { formatNumber, TRACKING_SHEET_TEMPLATE, trackingImportResult } from '@maru/domain';
import { FormAlert } from '@/shared/form';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { importTracking, ordersKey } from './orders-api';
import own from './orders.module.css';
import { ImportProblems, SheetFileToolbar } from '../../ui/pieces/SheetImport';
import { useSheetImport } from '../../ui/helpers/use-sheet-import';

/** The template as a file the browser saves: the header and one example row, UTF-8 with a BOM for Excel. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TRACKING_SHEET_TEMPLATE)}`;

/**
 * 송장 일괄 등록: a CSV of 주문번호, 주문상품번호, 택배사, 송장번호. 검사하기 reports each problem
 * by row and column and changes nothing; 반영하기 opens only after a clean check of the same
 * file, asks once more, and ships every row or (a line changed meanwhile) nothing.
 */
export function TrackingImportPanel() {
  const sheet = useSheetImport({ upload: importTracking, result: trackingImportResult, changes: ordersKey, worthApplying: (answer) => answer.shipped > 0 });
  const result = sheet.result;
  const fileId = sheet.toolbar.fileId;

  return (
    <section className={styles.panel} aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`}>송장 일괄 등록</h2>
      <div className={own.notes}>
        엑셀에서 &lsquo;CSV UTF-8&rsquo;로 저장한 파일을 올리면 여러 주문을 한 번에 배송중으로 바꾸고 고객에게 송장번호를 알립니다. 열:
        <ul>
          <li>주문번호 (필수): 14자리. 엑셀이 숫자로 바꾸지 않게 열 서식을 텍스트로 두세요.</li>
          <li>주문상품번호 (선택): 1 또는 1,2처럼. 비워 두면 그 주문에서 보낼 수 있는 상품(결제완료·상품준비중) 모두.</li>
          <li>택배사 (필수): CJ대한통운, 한진택배, 롯데택배, 우체국택배, 로젠택배, 경동택배, 업체직접배송 또는 코드(CJ …).</li>
          <li>송장번호 (필수): 숫자 10~14자리, 하이픈은 있어도 됩니다.</li>
        </ul>
        <a href={TEMPLATE_HREF} download="송장_양식.csv">
          송장 양식 내려받기
        </a>
      </div>
      <SheetFileToolbar {...sheet.toolbar} label="송장 CSV 파일" />
      <div className={own.notes} aria-live="polite">
        {sheet.pending ? '파일을 보내는 중…' : null}
        {result ? (
          <p>
            {sheet.dryRun ? '검사 결과' : '반영 결과'}: 배송 시작 {formatNumber(result.shipped)}개 상품 · 문제 {formatNumber(result.errors.length)}건
            {sheet.dryRun ? ' (아직 아무것도 바뀌지 않았습니다)' : ''}
          </p>
        ) : null}
      </div>
      <FormAlert message={sheet.problem} />
      {result && result.errors.length > 0 ? (
        <ImportProblems errors={result.errors} />
      ) : null}
      {sheet.confirming && sheet.file && result ? (
        <ConfirmDialog title="송장 반영" onCancel={sheet.cancelConfirm} confirmLabel="반영하기" onConfirm={sheet.apply} pending={sheet.pending}>
          <p>
            <strong>{sheet.file.name}</strong>: 상품 {formatNumber(result.shipped)}개를 배송중으로 바꾸고 고객에게 택배사와 송장번호를 알림톡으로 보냅니다. 반영한 뒤에는 되돌릴 수 없습니다.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
