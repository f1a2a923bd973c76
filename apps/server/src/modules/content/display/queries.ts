import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { type EditorialBlock, type EditorialBlockKey, editorialBlocks } from './blocks';

/** One stored block, checked against its schema so a hand-edited row cannot break the page silently. */
export async function readBlock<K extends EditorialBlockKey>(db: Kysely<Database>, key: K): Promise<EditorialBlock<K> | undefined> {
  const row = await db.selectFrom('editorial_block').select('body').where('block_key', '=', key).executeTakeFirst();
  return row && (editorialBlocks[key].parse(row.body) as EditorialBlock<K>);
}

export async function upsertBlocks(db: Kysely<Database>, blocks: { [K in EditorialBlockKey]: EditorialBlock<K> }): Promise<void> {
  await db
    .insertInto('editorial_block')
    .values(Object.entries(blocks).map(([key, body]) => ({ block_key: key, body: JSON.stringify(body) })))
    .onConflict((oc) => oc.column('block_key').doUpdateSet((eb) => ({ body: eb.ref('excluded.body'), updated_at: new Date() })))
    .execute();
}
