import { z } from 'zod';
import { answerOf } from '../../../core/errors';

export const policyParams = z.strictObject({ type: z.string() });

const headingSchema = z.object({ anchor: z.string(), title: z.string() });
export const headingsSchema = z.array(headingSchema);

/** Spec 02 §3: a policy document group answers {group, list:[{id, title, content, version}]}; headings feed the table of contents. */
export const policyAnswer = answerOf(
  z.object({
    type: z.string(),
    /** The page title, e.g. 이용약관. */
    name: z.string(),
    group: z.string(),
    list: z.array(z.object({ id: z.string(), title: z.string(), content: z.string(), version: z.string() })),
    headings: headingsSchema,
  }),
);

export const policyListAnswer = answerOf(
  z.object({
    list: z.array(
      z.object({
        type: z.string(),
        name: z.string(),
        group: z.string(),
        id: z.string(),
        title: z.string(),
        version: z.string(),
        /** YYYY-MM-DD */
        effectiveDate: z.string(),
      }),
    ),
  }),
);
