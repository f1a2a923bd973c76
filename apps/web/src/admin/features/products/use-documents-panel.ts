import { type AdminProductFile, PRODUCT_FILE_MAX_BYTES, productFileTitle, withParticle } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { deleteDocument, productQuery, retitleDocument, uploadDocument } from './products-api';

const failure = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** The most one file may weigh, in MB as the panel says it. */
export const MAX_MB = PRODUCT_FILE_MAX_BYTES / 1024 / 1024;

/** The documents panel's state and calls, as its pieces share them. */
export type DocumentsPanelState = ReturnType<typeof useDocumentsPanel>;

/**
 * A product's documents as the panel changes them: upload one with its title (checked first,
 * what went wrong said over the list), rename, delete after a confirmation (`deleting` is the
 * document asked about); each answer's files kept in the product in the cache, the audit log
 * read again.
 */
export function useDocumentsPanel(productNo: number) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState<AdminProductFile>();

  const keep = (answer: { files: AdminProductFile[] }) => queryClient.setQueryData(productQuery(productNo).queryKey, (current) => current && { ...current, files: answer.files });
  const refreshAudit = () => queryClient.invalidateQueries({ queryKey: auditKey });

  const upload = useMutation({
    mutationFn: ({ title, file }: { title: string; file: File }) => uploadDocument(productNo, title, file),
    onMutate: () => setProblem(undefined),
    onSuccess: (answer, { title }) => {
      keep(answer);
      form.current?.reset();
      showToast(`자료 ${withParticle(`'${title}'`, '을/를')} 올렸습니다.`, 'success');
    },
    onError: (error) => setProblem(failure(error, '자료를 올리지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refreshAudit,
  });
  const retitle = useMutation({
    mutationFn: ({ file, title }: { file: AdminProductFile; title: string }) => retitleDocument(productNo, file.fileId, title),
    onSuccess: (answer) => {
      keep(answer);
      showToast('자료 이름을 바꿨습니다.', 'success');
    },
    onError: (error) => showToast(failure(error, '자료 이름을 바꾸지 못했습니다.'), 'error'),
    onSettled: refreshAudit,
  });
  const remove = useMutation({
    mutationFn: (file: AdminProductFile) => deleteDocument(productNo, file.fileId),
    onSuccess: (answer) => {
      keep(answer);
      setDeleting(undefined);
      showToast('자료를 지웠습니다.', 'success');
    },
    onError: (error) => showToast(failure(error, '자료를 지우지 못했습니다.'), 'error'),
    onSettled: refreshAudit,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = productFileTitle.safeParse(new FormData(event.currentTarget).get('title'));
    const file = fileInput.current?.files?.[0];
    if (!title.success) return setProblem(title.error.issues[0]?.message);
    if (!file || file.size === 0) return setProblem('올릴 PDF 파일을 골라 주세요.');
    if (file.size > PRODUCT_FILE_MAX_BYTES) return setProblem(`자료는 한 파일에 ${MAX_MB}MB까지 올릴 수 있습니다.`);
    upload.mutate({ title: title.data, file });
  }

  const busy = upload.isPending || retitle.isPending || remove.isPending;
  return { form, fileInput, problem, deleting, setDeleting, upload, retitle, remove, submit, busy };
}
