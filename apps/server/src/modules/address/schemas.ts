import { addressDelete, addressListView, addressView } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../core/http/errors';

export { addressInput as addBody, addressUpdate as editBody } from '@maru/domain';

/** The web client sends no DELETE body, so the id may also come as ?addressSeq=3. */
export const deleteBody = addressDelete.nullish();
export const deleteQuery = z.strictObject({ addressSeq: addressDelete.shape.addressSeq.optional() });

export const listAnswer = answerOf(addressListView);
export const addressAnswer = answerOf(addressView);
