import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Words that editors' texts (banners, the home page's blocks, FAQ answers) name instead of
 * copying, filled in when the text is served: "{showroom.hours}" says the showroom's hours
 * as the showroom module has them today. A module owns a prefix and answers its values
 * (ServerModule.placeholders); the content module fills texts without importing the owner,
 * which would close an import loop (content ← catalogue ← showroom).
 */
export interface PlaceholderSource {
  /** The first word of its placeholders: "showroom" for {showroom.hours}. */
  prefix: string;
  /** name → value, read when a text is served (a small read: no cache of its own). */
  values: (db: Kysely<Database>) => Promise<Readonly<Record<string, string>>>;
}

export interface Placeholders {
  /** Every {prefix.name} the texts hold replaced; unknown names are left as written, for an editor to notice. */
  fill<T>(content: T, options?: { html?: boolean }): Promise<T>;
}

const PLACEHOLDER = /\{([a-z][a-z0-9-]*)\.([a-zA-Z][a-zA-Z0-9]*)\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** One text with the values given (already prefixed: "showroom.hours"). */
export function fillText(text: string, values: ReadonlyMap<string, string>, html = false): string {
  return text.replace(PLACEHOLDER, (whole, prefix: string, name: string) => {
    const value = values.get(`${prefix}.${name}`);
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

/** Every string inside a value (objects and arrays walked), other values kept. */
function fillDeep(content: unknown, fill: (text: string) => string): unknown {
  if (typeof content === 'string') return fill(content);
  if (Array.isArray(content)) return content.map((item) => fillDeep(item, fill));
  if (content && typeof content === 'object') return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, fillDeep(value, fill)]));
  return content;
}

const mentions = (content: unknown, prefix: string) => JSON.stringify(content).includes(`{${prefix}.`);

export function placeholders(sources: readonly PlaceholderSource[], db: Kysely<Database>): Placeholders {
  return {
    async fill(content, { html = false } = {}) {
      // Only the sources a text names are asked: most banners name none.
      const asked = sources.filter((source) => mentions(content, source.prefix));
      if (asked.length === 0) return content;
      const values = new Map<string, string>();
      for (const source of asked) {
        for (const [name, value] of Object.entries(await source.values(db))) values.set(`${source.prefix}.${name}`, value);
      }
      return fillDeep(content, (text) => fillText(text, values, html)) as typeof content;
    },
  };
}
