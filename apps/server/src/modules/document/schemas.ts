import { productDocumentsData, shareSettingsData } from '@maru/domain';
import { answerOf } from '../../core/http/errors';

export { brandCatalogueParams, productDocumentFileParams, productDocumentParams } from '@maru/domain';
/** An uploaded document's download: the product's number and the file's. */
export { productFileParams as productUploadedFileParams } from '@maru/domain';
export const productDocumentsAnswer = answerOf(productDocumentsData);
export const shareSettingsAnswer = answerOf(shareSettingsData);
