import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { PolicyDocument, PolicyHeading } from '../editorial/policies';
import { headingsSchema } from './schemas';

/** A policy type: its page title and the spec 02 §3 group. */
export interface PolicyTypeRow {
  type: string;
  name: string;
  group: string;
}

export interface PolicyVersionRow {
  versionId: number;
  type: string;
  docId: string;
  state: 'DRAFT' | 'PUBLISHED';
  effectiveAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  headings: PolicyHeading[];
}

export interface PolicyVersionText extends PolicyVersionRow {
  content: string;
}

export function listPolicyTypes(db: Kysely<Database>): Promise<PolicyTypeRow[]> {
  return db.selectFrom('policy').select(['type', 'name', 'group_code as group']).orderBy('sort_order').execute();
}

export function findPolicyType(db: Kysely<Database>, type: string): Promise<PolicyTypeRow | undefined> {
  return db.selectFrom('policy').select(['type', 'name', 'group_code as group']).where('type', '=', type).executeTakeFirst();
}

const versionColumns = [
  'version_id as versionId',
  'type',
  'doc_id as docId',
  'state',
  'effective_at as effectiveAt',
  'created_at as createdAt',
  'updated_at as updatedAt',
  'headings',
] as const;

const withHeadings = <R extends { headings: unknown }>(row: R): Omit<R, 'headings'> & { headings: PolicyHeading[] } => ({ ...row, headings: headingsSchema.parse(row.headings) });

/** Every version of the types asked (all types when none), newest first: drafts, then by effective time. */
export async function listPolicyVersions(db: Kysely<Database>, types?: readonly string[]): Promise<PolicyVersionRow[]> {
  let query = db.selectFrom('policy_version').select(versionColumns);
  if (types) query = query.where('type', 'in', types.length > 0 ? [...types] : ['']);
  const rows = await query.orderBy('effective_at', (ob) => ob.desc().nullsFirst()).orderBy('version_id', 'desc').execute();
  return rows.map(withHeadings);
}

/** One version with its text. */
export async function findPolicyVersion(db: Kysely<Database>, type: string, versionId: number): Promise<PolicyVersionText | undefined> {
  const row = await db.selectFrom('policy_version').select([...versionColumns, 'content']).where('type', '=', type).where('version_id', '=', versionId).executeTakeFirst();
  return row && withHeadings(row);
}

/** Locks a version for a change. */
export async function lockPolicyVersion(trx: Transaction<Database>, type: string, versionId: number): Promise<PolicyVersionText | undefined> {
  const row = await trx
    .selectFrom('policy_version')
    .select([...versionColumns, 'content'])
    .where('type', '=', type)
    .where('version_id', '=', versionId)
    .forUpdate()
    .executeTakeFirst();
  return row && withHeadings(row);
}

/** Locks a type's versions (a new draft's number, a publication) and answers how many there are. */
export async function lockPolicyType(trx: Transaction<Database>, type: string): Promise<boolean> {
  return (await trx.selectFrom('policy').select('type').where('type', '=', type).forUpdate().executeTakeFirst()) !== undefined;
}

export async function docIdsOf(trx: Transaction<Database>, type: string): Promise<string[]> {
  return (await trx.selectFrom('policy_version').select('doc_id').where('type', '=', type).execute()).map((row) => row.doc_id);
}

export async function insertPolicyVersion(trx: Transaction<Database>, version: { type: string; docId: string; content: string; headings: PolicyHeading[] }, now: Date): Promise<number> {
  const { version_id } = await trx
    .insertInto('policy_version')
    .values({ type: version.type, doc_id: version.docId, state: 'DRAFT', effective_at: null, content: version.content, headings: JSON.stringify(version.headings), created_at: now, updated_at: now })
    .returning('version_id')
    .executeTakeFirstOrThrow();
  return version_id;
}

export async function updatePolicyText(trx: Transaction<Database>, versionId: number, content: string, headings: PolicyHeading[], now: Date): Promise<void> {
  await trx.updateTable('policy_version').set({ content, headings: JSON.stringify(headings), updated_at: now }).where('version_id', '=', versionId).execute();
}

export async function setPolicyPublication(trx: Transaction<Database>, versionId: number, effectiveAt: Date | null, now: Date): Promise<void> {
  await trx
    .updateTable('policy_version')
    .set({ state: effectiveAt ? 'PUBLISHED' : 'DRAFT', effective_at: effectiveAt, updated_at: now })
    .where('version_id', '=', versionId)
    .execute();
}

export async function deletePolicyVersion(trx: Transaction<Database>, versionId: number): Promise<void> {
  await trx.deleteFrom('policy_version').where('version_id', '=', versionId).execute();
}

export interface PolicySeed extends PolicyDocument {
  name: string;
}

/**
 * The seed's types (their names and groups refreshed) and, for a type without it, its seeded
 * text as the first published version, in force from its version's day (00:00 in Korea).
 */
export async function upsertPolicies(db: Kysely<Database>, documents: readonly PolicySeed[]): Promise<void> {
  if (documents.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('policy')
      .values(documents.map((document, index) => ({ type: document.type, group_code: document.group, name: document.name, sort_order: index + 1 })))
      .onConflict((oc) => oc.column('type').doUpdateSet((eb) => ({ group_code: eb.ref('excluded.group_code'), name: eb.ref('excluded.name'), sort_order: eb.ref('excluded.sort_order') })))
      .execute();
    await trx
      .insertInto('policy_version')
      .values(
        documents.map((document) => ({
          type: document.type,
          doc_id: document.id,
          state: 'PUBLISHED' as const,
          effective_at: new Date(`${document.version.slice(0, 4)}-${document.version.slice(4, 6)}-${document.version.slice(6, 8)}T00:00:00+09:00`),
          content: document.content,
          headings: JSON.stringify(document.headings),
        })),
      )
      .onConflict((oc) => oc.column('doc_id').doNothing())
      .execute();
  });
}
