import { z } from 'zod';

// The envelope of a successful call (spec 01 §7), declared once for the server's response
// schemas, the web app and the test factories.

/** A successful call that answers the envelope alone: a sign-out, a saved profile, a duplicate check passed. */
export const emptyAnswer = z.object({ code: z.literal(0), message: z.string() });

/** The answer of a successful call: the envelope around `data`, the call's own schema. */
export const answerOf = <T extends z.ZodType>(data: T) => emptyAnswer.extend({ data });
