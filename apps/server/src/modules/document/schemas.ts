import { productDocumentsData, shareSettingsData } from '@maru/domain';
import { answerOf } from '../../core/errors';

export { brandCatalogueParams, productDocumentFileParams, productDocumentParams } from '@maru/domain';
export const productDocumentsAnswer = answerOf(productDocumentsData);
export const shareSettingsAnswer = answerOf(shareSettingsData);
