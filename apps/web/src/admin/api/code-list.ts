import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { Choice } from '@/shared/ui/Options';
import { consoleApi } from './console-api';

const codeList = z.object({ list: z.array(z.object({ code: z.string(), name: z.string() })) });
type Code = z.infer<typeof codeList>['list'][number];

/** A short list of codes the server keeps (inquiry categories, carriers): asked once, as it does not change while the console is open. */
export const codeListQuery = (queryKey: readonly unknown[], path: string) =>
  queryOptions({
    queryKey,
    queryFn: async () => (await consoleApi(path, { data: codeList })).list,
    staleTime: Infinity,
  });

/** The codes as a select offers them: each by its name. */
export const codeChoices = (codes: readonly Code[] | undefined): Choice[] | undefined => codes?.map(({ code, name }) => ({ value: code, label: name }));
