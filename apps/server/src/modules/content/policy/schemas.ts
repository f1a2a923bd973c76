import { policyDocumentView, policyHeadingView, policyListView } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../../core/http/errors';

export const policyParams = z.strictObject({ type: z.string() });
export const headingsSchema = z.array(policyHeadingView);
export const policyAnswer = answerOf(policyDocumentView);
export const policyListAnswer = answerOf(policyListView);
