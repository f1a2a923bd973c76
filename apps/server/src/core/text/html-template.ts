// HTML written by the server itself (the provider sandboxes' pages, the message outbox): every
// interpolated value is escaped unless it is markup made by this same template.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value placed in the page goes through this: safe in text and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Markup already escaped (or written here); anything else interpolated is escaped. */
export class Html {
  constructor(readonly text: string) {}
}

export function html(strings: TemplateStringsArray, ...values: Array<string | number | Html | Html[]>): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts.map((part) => (part instanceof Html ? part.text : escapeHtml(String(part)))).join('');
    out += strings[index + 1] ?? '';
  });
  return new Html(out);
}

export const nothing = new Html('');
