import { z } from 'zod';
import { answerOf } from '../../core/errors';

/**
 * A business outcome (ApiError at HTTP 200, e.g. 101 no data) is serialized against the
 * route's 200 schema too, so routes that can answer one declare both shapes.
 */
const businessOutcome = z.object({ code: z.union([z.number().int(), z.string()]), message: z.string() });

export const answerOrOutcome = <T extends z.ZodType>(data: T) => z.union([answerOf(data), businessOutcome]);
