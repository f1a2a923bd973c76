export { RichText } from './RichText';
export { boardHtml, isInternalPath, sanitizeHtml, setServerHtmlCache, setServerHtmlWindow, type HtmlAllowList, type KeepNow } from './safe-html';
export { LoadFailed } from './LoadFailed';
