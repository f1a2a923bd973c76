import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/shared/ui/toast-context';
import type { ZodType } from 'zod';
import { issuesByPath } from '../pieces/schedule';
import { failureMessage, useEditorRefresh } from './use-editor-actions';

export const FIX_MARKED = '고칠 곳이 있습니다. 표시된 칸을 확인해 주세요.';
export const SAVE_FAILED = '저장하지 못했습니다. 다시 시도해 주세요.';

export type FieldErrors = Record<string, string>;

export interface ConsoleEditorOptions<Values, Body, Saved> {
  /** The draft the form starts from: empty for a new one, or what the server keeps. */
  initial: Values;
  /** The draft as the API takes it. */
  toBody: (values: Values) => Body;
  /** The domain's write schema: its issues show under the fields (by dotted path) and nothing is sent. */
  schema?: ZodType;
  /**
   * Checks the schema cannot make (a photo still to upload): add to `found`, or return a
   * sentence to show instead of the usual one under the form (which also stops the save).
   */
  check?: (values: Values, found: FieldErrors) => string | undefined;
  /** Creates or saves the checked body. */
  save: (body: Body) => Promise<Saved>;
  /** The query the saved answer is put in, so the page shows it without asking again. */
  cacheKey?: (saved: Saved) => QueryKey;
  /** The toast after a save. */
  savedMessage: (saved: Saved) => string;
  /** Where to go after the save (a new draft goes to its own page); relative to the path. */
  next?: (saved: Saved) => string | undefined;
  /** Query keys to refresh after a save, besides the audit log. */
  invalidate: readonly QueryKey[];
}

export interface ConsoleEditor<Values> {
  values: Values;
  setValues: (update: Values | ((current: Values) => Values)) => void;
  /** One field of the draft. */
  set: <Key extends keyof Values>(key: Key, value: Values[Key]) => void;
  /** Field errors by dotted path (`schedule.endsAt`). */
  errors: Readonly<FieldErrors>;
  /** The sentence under the form: what to fix, or the server's refusal. */
  problem: string | undefined;
  setProblem: (problem: string | undefined) => void;
  submit: (event?: FormEvent) => void;
  saving: boolean;
}

/** The schema's issues and the page's own checks, and the sentence to show if any (undefined: send). */
export function checkDraft<Values, Body>(values: Values, body: Body, schema: ZodType | undefined, check: ConsoleEditorOptions<Values, Body, unknown>['check']) {
  const parsed = schema?.safeParse(body);
  const errors: FieldErrors = parsed && !parsed.success ? issuesByPath(parsed.error.issues) : {};
  const said = check?.(values, errors);
  const problem = said ?? (Object.keys(errors).length > 0 ? FIX_MARKED : undefined);
  return { errors, problem };
}

/**
 * One console editor's cycle: the draft as typed, checked with the domain's schema before
 * anything is sent, saved (created) with the server's refusal under the form, the saved
 * answer cached, a toast, and the lists and the audit log refreshed.
 */
export function useConsoleEditor<Values, Body, Saved>(options: ConsoleEditorOptions<Values, Body, Saved>): ConsoleEditor<Values> {
  const { toBody, schema, check, savedMessage, next, cacheKey } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string>();
  const refresh = useEditorRefresh(options.invalidate);
  const save = useMutation({
    mutationFn: (body: Body) => options.save(body),
    onSuccess: (saved) => {
      if (cacheKey) queryClient.setQueryData(cacheKey(saved), saved);
      showToast(savedMessage(saved), 'success');
      const to = next?.(saved);
      if (to !== undefined) void navigate(to, { relative: 'path' });
    },
    onError: (error) => setProblem(failureMessage(error, SAVE_FAILED)),
    onSettled: refresh,
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(undefined);
    const body = toBody(values);
    const checked = checkDraft(values, body, schema, check);
    setErrors(checked.errors);
    if (checked.problem !== undefined) {
      setProblem(checked.problem);
      return;
    }
    save.mutate(body);
  };
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => setValues((current) => ({ ...current, [key]: value }));
  return { values, setValues, set, errors, problem, setProblem, submit, saving: save.isPending };
}
