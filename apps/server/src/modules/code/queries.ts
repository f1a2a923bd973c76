import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { CodeGroupSeed } from './code-groups';
import type { CommonCode } from './schemas';

export function listAllCodes(db: Kysely<Database>): Promise<CommonCode[]> {
  return db
    .selectFrom('code')
    .innerJoin('code_group', 'code_group.group_code', 'code.group_code')
    .select([
      'code.group_code as groupCode',
      'code_group.name as groupName',
      'code.code as code',
      'code.name as codeName',
      'code.sort_order as sortOrder',
      'code.tag as tag',
    ])
    .orderBy('code_group.sort_order')
    .orderBy('code.sort_order')
    .execute();
}

/** Inserts or refreshes the reference codes; running it twice changes nothing. */
export async function upsertCodeGroups(db: Kysely<Database>, groups: readonly CodeGroupSeed[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('code_group')
      .values(groups.map((group, index) => ({ group_code: group.groupCode, name: group.name, sort_order: index + 1 })))
      .onConflict((oc) => oc.column('group_code').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), sort_order: eb.ref('excluded.sort_order') })))
      .execute();
    const codes = groups.flatMap((group) =>
      group.codes.map(([code, name], index) => ({ group_code: group.groupCode, code, name, sort_order: index + 1, tag: null })),
    );
    await trx
      .insertInto('code')
      .values(codes)
      .onConflict((oc) => oc.columns(['group_code', 'code']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), sort_order: eb.ref('excluded.sort_order') })))
      .execute();
  });
}

/** One group's codes in their order (other modules read codes through this, not the table). */
export function codesOfGroup(db: Kysely<Database>, groupCode: string): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('code').select(['code', 'name']).where('group_code', '=', groupCode).orderBy('sort_order').execute();
}
