import type { AdminFaqCategoryView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { addFaqCategory, boardKey, deleteFaqCategory, orderFaqCategories, renameFaqCategory } from './content-api';

export const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** What every change of the board does: a toast, and the board and the audit log read again once it is settled. */
export function useBoardChange() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  return {
    showToast,
    settled: () => Promise.all([queryClient.invalidateQueries({ queryKey: boardKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  };
}

/**
 * The FAQ categories' changes: a new one by its name (an empty name said under the field), a
 * rename in a dialog (`renaming`, the name typed in `newName`), a deletion asked first
 * (`deleting`) and the order.
 */
export function useFaqCategories() {
  const { showToast, settled } = useBoardChange();
  const [name, setName] = useState('');
  const [addProblem, setAddProblem] = useState<string>();
  const [renaming, setRenaming] = useState<AdminFaqCategoryView>();
  const [newName, setNewName] = useState('');
  const [deleting, setDeleting] = useState<AdminFaqCategoryView>();
  const done = (message: string) => () => showToast(message, 'success');
  const add = useMutation({
    mutationFn: addFaqCategory,
    onSuccess: () => {
      setName('');
      showToast('분류를 추가했습니다.', 'success');
    },
    onError: (error) => setAddProblem(failed(error, '추가하지 못했습니다.')),
    onSettled: settled,
  });
  const rename = useMutation({
    mutationFn: ({ code, name: next }: { code: string; name: string }) => renameFaqCategory(code, next),
    onSuccess: () => {
      setRenaming(undefined);
      showToast('분류 이름을 바꿨습니다.', 'success');
    },
    onError: (error) => showToast(failed(error, '바꾸지 못했습니다.'), 'error'),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: deleteFaqCategory,
    onSuccess: () => {
      setDeleting(undefined);
      showToast('분류를 지웠습니다.', 'success');
    },
    onError: (error) => {
      setDeleting(undefined);
      showToast(failed(error, '지우지 못했습니다.'), 'error');
    },
    onSettled: settled,
  });
  const reorder = useMutation({ mutationFn: orderFaqCategories, onSuccess: done('분류 순서를 바꿨습니다.'), onError: (error) => showToast(failed(error, '순서를 바꾸지 못했습니다.'), 'error'), onSettled: settled });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setAddProblem('분류 이름을 입력해 주세요.');
      return;
    }
    setAddProblem(undefined);
    add.mutate(name.trim());
  };
  const startRenaming = (category: AdminFaqCategoryView) => {
    setRenaming(category);
    setNewName(category.name);
  };

  return { name, setName, addProblem, submit, add, renaming, setRenaming, newName, setNewName, startRenaming, rename, deleting, setDeleting, remove, reorder };
}
