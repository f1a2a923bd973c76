import { formatNumber, importResult } from '@maru/domain';
import { FormAlert } from '@/shared/form';
import { LinkButton } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { importSheet, productsKey } from './products-api';
import own from './products.module.css';
import { ImportProblems, SheetFileToolbar } from '../../ui/pieces/SheetImport';
import { useSheetImport } from '../../ui/helpers/use-sheet-import';

/** 엑셀 가져오기: a CSV is checked first (nothing changes), and only a clean check of the same file may be applied. */
export function ImportPage() {
  const sheet = useSheetImport({ upload: importSheet, result: importResult, changes: productsKey });
  const result = sheet.result;

  return (
    <div className={own.page}>
      <PageHeader title="엑셀 가져오기" description="CSV 파일로 상품을 한꺼번에 등록하거나 고칩니다." actions={<LinkButton to=".." relative="path" variant="secondary">상품 목록</LinkButton>} />
      <section className={styles.panel} aria-label="가져올 파일">
        <p className={own.notes}>
          UTF-8 CSV 파일로, 엑셀 내보내기와 같은 열을 씁니다. 옵션 하나가 한 행입니다.
          <br />
          상품번호를 비워 두면 새 상품으로 등록하고, 상품번호가 있으면 그 상품을 고칩니다.
        </p>
        <SheetFileToolbar {...sheet.toolbar} label="CSV 파일" />
        <div className={own.notes} aria-live="polite">
          {sheet.pending ? '파일을 보내는 중…' : null}
          {result ? (
            <p>
              {sheet.dryRun ? '검사 결과' : '반영 결과'}: 등록 {formatNumber(result.created)}개 · 수정 {formatNumber(result.updated)}개 · 문제 {formatNumber(result.errors.length)}건
              {sheet.dryRun ? ' (아직 아무것도 바뀌지 않았습니다)' : ''}
            </p>
          ) : null}
        </div>
        <div className={own.notes}>
          <FormAlert message={sheet.problem} />
        </div>
        {result && result.errors.length > 0 ? (
          <div className={own.dense}>
            <ImportProblems errors={result.errors} />
          </div>
        ) : null}
      </section>
      {sheet.confirming && sheet.file && result ? (
        <ConfirmDialog title="가져오기 반영" onCancel={sheet.cancelConfirm} confirmLabel="반영하기" onConfirm={sheet.apply} pending={sheet.pending}>
          <p>
            <strong>{sheet.file.name}</strong>: 상품 {formatNumber(result.created)}개를 새로 등록하고 {formatNumber(result.updated)}개를 고칩니다. 반영한 뒤에는 되돌릴 수 없습니다.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
