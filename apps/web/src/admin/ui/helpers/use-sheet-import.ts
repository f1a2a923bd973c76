import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';

interface SheetResult {
  errors: readonly { row: number; column: string; message: string }[];
}

interface SheetImportOptions<R extends SheetResult> {
  /** Sends the file: checked only (dryRun) or applied. */
  upload: (file: File, dryRun: boolean) => Promise<R>;
  /** The answer's shape, to read the problems off a refused apply. */
  result: z.ZodType<R>;
  /** The lists an applied file changes (the audit log is always one). */
  changes: QueryKey;
  /** What else a clean check needs (something to do), beyond having no problem. */
  worthApplying?: (result: R) => boolean;
}

/**
 * The state every console spreadsheet import keeps (products, tracking numbers): the chosen
 * file, the last answer for it, the refusal's words, the confirmation; 반영하기 is open only
 * after a clean check of the very file chosen. Pair it with SheetFileToolbar and ImportProblems.
 */
export function useSheetImport<R extends SheetResult>({ upload, result: schema, changes, worthApplying = () => true }: SheetImportOptions<R>) {
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<{ file: File; dryRun: boolean; result: R }>();
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();

  const send = useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => upload(file, dryRun),
    onMutate: () => setProblem(undefined),
    onSuccess: (answer, { file, dryRun }) => setOutcome({ file, dryRun, result: answer }),
    onError: (error, { file, dryRun }) => {
      // A refused file still answers its problems.
      const listed = error instanceof ConsoleApiError ? schema.safeParse(error.data) : undefined;
      setOutcome(listed?.success ? { file, dryRun, result: listed.data } : undefined);
      setProblem(error instanceof ConsoleApiError ? error.message : '파일을 보내지 못했습니다. 다시 시도해 주세요.');
    },
    onSettled: (_answer, _error, { dryRun }) => {
      setConfirming(false);
      if (!dryRun) return Promise.all([queryClient.invalidateQueries({ queryKey: changes }), queryClient.invalidateQueries({ queryKey: auditKey })]);
    },
  });

  const result = outcome?.file === file ? outcome?.result : undefined;
  const checkedClean = outcome?.dryRun === true && result !== undefined && result.errors.length === 0 && worthApplying(result);
  return {
    file,
    result,
    dryRun: outcome?.dryRun,
    problem,
    confirming,
    cancelConfirm: () => setConfirming(false),
    apply: () => file && send.mutate({ file, dryRun: false }),
    pending: send.isPending,
    /** SheetFileToolbar's props. */
    toolbar: {
      fileId,
      onFile: (chosen: File | undefined) => {
        setFile(chosen);
        setProblem(undefined);
      },
      canCheck: Boolean(file),
      checkedClean,
      pending: send.isPending,
      onCheck: () => file && send.mutate({ file, dryRun: true }),
      onApply: () => setConfirming(true),
    },
  };
}
