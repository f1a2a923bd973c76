export { RichText } from './RichText';
export { boardHtml, isInternalPath, sanitizeHtml, setServerHtmlWindow, type HtmlAllowList } from './safe-html';
export { LoadFailed } from './LoadFailed';
