import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { PolicyDocument } from '../editorial/policies';
import { headingsSchema } from './schemas';

export interface PolicySummaryRow {
  type: string;
  name: string;
  group: string;
  id: string;
  title: string;
  version: string;
  effectiveDate: string;
}

const summaryColumns = [
  'type',
  'name',
  'group_code as group',
  'doc_id as id',
  'title',
  'version',
  sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as('effectiveDate'),
] as const;

export function listPolicies(db: Kysely<Database>): Promise<PolicySummaryRow[]> {
  return db.selectFrom('policy').select(summaryColumns).orderBy('sort_order').execute();
}

export async function findPolicy(db: Kysely<Database>, type: string) {
  const row = await db.selectFrom('policy').select([...summaryColumns, 'content', 'headings']).where('type', '=', type).executeTakeFirst();
  return row && { ...row, headings: headingsSchema.parse(row.headings) };
}

/** '20230623' → '2023-06-23'. */
const effectiveDateOf = (version: string): string => `${version.slice(0, 4)}-${version.slice(4, 6)}-${version.slice(6, 8)}`;

export interface PolicySeed extends PolicyDocument {
  name: string;
}

export async function upsertPolicies(db: Kysely<Database>, documents: readonly PolicySeed[]): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insertInto('policy')
    .values(
      documents.map((document, index) => ({
        type: document.type,
        group_code: document.group,
        doc_id: document.id,
        name: document.name,
        title: document.title,
        version: document.version,
        content: document.content,
        headings: JSON.stringify(document.headings),
        effective_date: effectiveDateOf(document.version),
        sort_order: index + 1,
      })),
    )
    .onConflict((oc) =>
      oc.column('type').doUpdateSet((eb) => ({
        group_code: eb.ref('excluded.group_code'),
        doc_id: eb.ref('excluded.doc_id'),
        name: eb.ref('excluded.name'),
        title: eb.ref('excluded.title'),
        version: eb.ref('excluded.version'),
        content: eb.ref('excluded.content'),
        headings: eb.ref('excluded.headings'),
        effective_date: eb.ref('excluded.effective_date'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}
