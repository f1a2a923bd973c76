import { codeListView, type NamedCode } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import type { Choice } from '@/shared/ui/Options';
import { consoleApi } from './console-api';

/** A short list of codes the server keeps (inquiry categories, carriers): asked once, as it does not change while the console is open. */
export const codeListQuery = (queryKey: readonly unknown[], path: string) =>
  queryOptions({
    queryKey,
    queryFn: async () => (await consoleApi(path, { data: codeListView })).list,
    staleTime: Infinity,
  });

/** The codes as a select offers them: each by its name. */
export const codeChoices = (codes: readonly NamedCode[] | undefined): Choice[] | undefined => codes?.map(({ code, name }) => ({ value: code, label: name }));
