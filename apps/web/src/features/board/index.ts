export { RichText } from './RichText';
export { boardHtml, isInternalPath, sanitizeHtml, type HtmlAllowList } from './safe-html';
export { LoadFailed } from './LoadFailed';
