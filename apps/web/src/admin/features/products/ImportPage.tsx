import { formatNumber, importResult, type ImportResult } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '@/shared/form';
import { LinkButton } from '@/shared/ui/Button';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { importSheet, productsKey } from './products-api';
import own from './products.module.css';
import { ImportProblems, SheetFileToolbar } from '../../ui/SheetImport';

interface Outcome {
  file: File;
  dryRun: boolean;
  result: ImportResult;
}

/** A refused import still answers its problems; anything else is a plain failure. */
function outcomeOfRefusal(error: unknown, file: File, dryRun: boolean): { outcome?: Outcome; message: string } {
  const message = error instanceof ConsoleApiError ? error.message : '파일을 보내지 못했습니다. 다시 시도해 주세요.';
  const listed = error instanceof ConsoleApiError ? importResult.safeParse(error.data) : undefined;
  return { outcome: listed?.success ? { file, dryRun, result: listed.data } : undefined, message };
}

/** 엑셀 가져오기: a CSV is checked first (nothing changes), and only a clean check of the same file may be applied. */
export function ImportPage() {
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();

  const send = useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importSheet(file, dryRun),
    onMutate: () => setProblem(undefined),
    onSuccess: (result, { file, dryRun }) => setOutcome({ file, dryRun, result }),
    onError: (error, { file, dryRun }) => {
      const refusal = outcomeOfRefusal(error, file, dryRun);
      setOutcome(refusal.outcome);
      setProblem(refusal.message);
    },
    onSettled: (_result, _error, { dryRun }) => {
      setConfirming(false);
      if (!dryRun) return Promise.all([queryClient.invalidateQueries({ queryKey: productsKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
    },
  });

  const checkedClean = outcome?.dryRun === true && outcome.file === file && outcome.result.errors.length === 0;
  const result = outcome?.file === file ? outcome?.result : undefined;

  return (
    <div className={own.page}>
      <PageHeader title="엑셀 가져오기" description="CSV 파일로 상품을 한꺼번에 등록하거나 고칩니다." actions={<LinkButton to=".." relative="path" variant="secondary">상품 목록</LinkButton>} />
      <section className={styles.panel} aria-label="가져올 파일">
        <p className={own.notes}>
          UTF-8 CSV 파일로, 엑셀 내보내기와 같은 열을 씁니다. 옵션 하나가 한 행입니다.
          <br />
          상품번호를 비워 두면 새 상품으로 등록하고, 상품번호가 있으면 그 상품을 고칩니다.
        </p>
        <SheetFileToolbar
          fileId={fileId}
          label="CSV 파일"
          onFile={(chosen) => {
            setFile(chosen);
            setProblem(undefined);
          }}
          canCheck={Boolean(file)}
          checkedClean={checkedClean}
          pending={send.isPending}
          onCheck={() => file && send.mutate({ file, dryRun: true })}
          onApply={() => setConfirming(true)}
        />
        <div className={own.notes} aria-live="polite">
          {send.isPending ? '파일을 보내는 중…' : null}
          {result ? (
            <p>
              {outcome?.dryRun ? '검사 결과' : '반영 결과'}: 등록 {formatNumber(result.created)}개 · 수정 {formatNumber(result.updated)}개 · 문제 {formatNumber(result.errors.length)}건
              {outcome?.dryRun ? ' (아직 아무것도 바뀌지 않았습니다)' : ''}
            </p>
          ) : null}
        </div>
        <div className={own.notes}>
          <FormAlert message={problem} />
        </div>
        {result && result.errors.length > 0 ? (
          <div className={own.dense}>
            <ImportProblems errors={result.errors} />
          </div>
        ) : null}
      </section>
      {confirming && file && result ? (
        <ConfirmDialog title="가져오기 반영" onCancel={() => setConfirming(false)} confirmLabel="반영하기" onConfirm={() => send.mutate({ file, dryRun: false })} pending={send.isPending}>
          <p>
            <strong>{file.name}</strong>: 상품 {formatNumber(result.created)}개를 새로 등록하고 {formatNumber(result.updated)}개를 고칩니다. 반영한 뒤에는 되돌릴 수 없습니다.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
