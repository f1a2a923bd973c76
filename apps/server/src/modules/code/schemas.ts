import { z } from 'zod';
import { answerOf } from '../../core/http/errors';

/** One common code; the list is flat (spec 01 §3 "list of codes"), grouped by groupCode. */
export const commonCodeSchema = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  code: z.string(),
  codeName: z.string(),
  sortOrder: z.number().int(),
  tag: z.string().nullable(),
});

export const codeListAnswer = answerOf(z.object({ codeList: z.array(commonCodeSchema) }));

export type CommonCode = z.infer<typeof commonCodeSchema>;
