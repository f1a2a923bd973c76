import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';

/** The server's reason for a refusal, or the page's own sentence when there is none. */
export const failureMessage = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/**
 * After any change: the lists it shows in and the audit log, which now holds the change
 * (invalidated in that order, the list keys first).
 */
export function useEditorRefresh(invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all([...invalidate, auditKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface ConfirmedActionOptions<Result> {
  /** The call, once the operator has confirmed. */
  run: () => Promise<Result>;
  onDone: (result: Result) => void;
  /** Said when it fails without a reason of the server's. */
  failure: string;
  /** Where a failure is said; an error toast unless given. The dialog closes either way. */
  onFailed?: (message: string) => void;
  /** Close the dialog when the call succeeds (a removal leaves the page instead). */
  closeOnDone?: boolean;
  /** Query keys to refresh afterwards, besides the audit log. */
  invalidate: readonly QueryKey[];
}

export interface ConfirmedAction {
  /** The confirmation is open. */
  asking: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
  pending: boolean;
}

/** An action behind a confirmation (지우기, 게시, 게시 취소): ask, then run, then refresh the lists and the audit log. */
export function useConfirmedAction<Result>({ run, onDone, failure, onFailed, closeOnDone = false, invalidate }: ConfirmedActionOptions<Result>): ConfirmedAction {
  const [asking, setAsking] = useState(false);
  const { showToast } = useToast();
  const refresh = useEditorRefresh(invalidate);
  const mutation = useMutation({
    mutationFn: () => run(),
    onSuccess: (result) => {
      if (closeOnDone) setAsking(false);
      onDone(result);
    },
    onError: (error) => {
      setAsking(false);
      const message = failureMessage(error, failure);
      if (onFailed) onFailed(message);
      else showToast(message, 'error');
    },
    onSettled: refresh,
  });
  return { asking, ask: () => setAsking(true), cancel: () => setAsking(false), confirm: () => mutation.mutate(), pending: mutation.isPending };
}

export interface RemovalOptions {
  remove: () => Promise<unknown>;
  /** The toast once it is gone ('배너를 지웠습니다.'). */
  done: string;
  /** Where the page goes then: the list ('..', relative to the path, or an absolute one). */
  leave: string;
  invalidate: readonly QueryKey[];
}

/** 지우기 behind its confirmation: on success a toast and back to the list; on failure the dialog closes with the reason in a toast. */
export function useEditorRemoval({ remove, done, leave, invalidate }: RemovalOptions): ConfirmedAction {
  const navigate = useNavigate();
  const { showToast } = useToast();
  return useConfirmedAction({
    run: remove,
    onDone: () => {
      showToast(done, 'success');
      void navigate(leave, { relative: 'path' });
    },
    failure: '지우지 못했습니다.',
    invalidate,
  });
}
