import { Html, html } from '../../../core/text/html-template';

// The outbox page: the escaping of core/text/html-template.ts, with a wider page than the other
// sandbox pages, since it shows whole messages.

export { escapeHtml, Html, html, nothing } from '../../../core/text/html-template';

const STYLE = `
body{font-family:-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;margin:0;background:#f4f4f4;color:#1a1a1a}
.mark{background:#c62828;color:#fff;padding:10px 16px;font-weight:700;text-align:center}
main{max-width:640px;margin:16px auto;padding:0 12px}
h1{font-size:20px;margin:8px 0}p.hint{color:#666;font-size:14px;margin:4px 0 12px}
form.filter{display:flex;gap:8px;margin:8px 0 16px}form.filter input{flex:1;min-width:0;padding:8px;font-size:15px}
form.filter button{padding:8px 14px;font-size:15px;border:0;border-radius:6px;background:#1a1a1a;color:#fff}
p.error{color:#c62828;font-weight:700}
article{background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.1);padding:14px;margin:0 0 12px}
article header{display:flex;flex-wrap:wrap;gap:4px 12px;font-size:13px;color:#555;margin-bottom:8px}
article h2{font-size:16px;margin:0 0 8px}
.status{font-weight:700}.status.SENT{color:#2e7d32}.status.PENDING{color:#ef6c00}.status.FAILED{color:#c62828}
pre.text{white-space:pre-wrap;word-break:break-all;font-family:inherit;font-size:15px;background:#fef9d7;border-radius:6px;padding:12px;margin:0}
a.button,span.button{display:block;text-align:center;margin-top:8px;padding:10px;border-radius:6px;background:#eee;color:#1a1a1a;text-decoration:none;font-size:15px}
p.error-detail{font-size:13px;color:#c62828;margin:8px 0 0}
nav.more{text-align:center;margin:16px 0}`;

/** A whole page, clearly marked as a test environment; no scripts. */
export function sandboxPage(title: string, mark: string, body: Html): string {
  return html`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.ico"><title>${title}</title><style>${new Html(STYLE)}</style></head>
<body><div class="mark" role="note">${mark}</div><main>${body}</main></body></html>`.text;
}
