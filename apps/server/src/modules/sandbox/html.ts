import { Html, html } from '../../core/text/html-template';

export { escapeHtml, Html, html } from '../../core/text/html-template';

const STYLE = `
body{font-family:-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;margin:0;background:#f4f4f4;color:#1a1a1a}
.mark{background:#c62828;color:#fff;padding:10px 16px;font-weight:700;text-align:center}
main{max-width:420px;margin:24px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 8px}p.hint{color:#666;font-size:14px}
fieldset{border:1px solid #ddd;border-radius:6px;margin:16px 0;padding:12px}
label{display:block;margin:8px 0;font-size:15px}input[type=text],input[type=email],input[type=tel],input[type=date],select{width:100%;box-sizing:border-box;padding:8px;margin-top:4px;font-size:15px}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1a1a1a;color:#fff;margin-top:8px;cursor:pointer}
button.secondary{background:#ddd;color:#1a1a1a}`;

/** A whole sandbox page, clearly marked as a test environment; scripts only as external files (CSP). */
export function sandboxPage(title: string, mark: string, body: Html, script?: string): string {
  return html`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.ico"><title>${title}</title><style>${new Html(STYLE)}</style>${script ? html`<script src="${script}" defer></script>` : new Html('')}</head>
<body><div class="mark" role="note">${mark}</div><main>${body}</main></body></html>`.text;
}
