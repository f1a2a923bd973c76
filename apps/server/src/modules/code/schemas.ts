import { z } from 'zod';
import { answerOf } from '../../core/errors';

export const codeItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  tag: z.string().nullable(),
});

export const codeGroupSchema = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  codeList: z.array(codeItemSchema),
});

export const codeListAnswer = answerOf(z.object({ codeList: z.array(codeGroupSchema) }));

export type CodeGroup = z.infer<typeof codeGroupSchema>;
