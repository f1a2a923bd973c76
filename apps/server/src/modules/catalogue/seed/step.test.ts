import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import type { SeedContext } from '../../../core/module';
import { GENERATOR_VERSION, seedCatalogue } from './step';

const server = serverForTests();

const context = (products: number): SeedContext => ({
  db: server.db,
  config: server.config,
  log: pino({ level: 'silent' }),
  options: { products, images: false },
});
const productCount = async () => Number((await server.db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const state = () => server.db.selectFrom('catalogue_seed_state').selectAll().executeTakeFirstOrThrow();

describe('seedCatalogue', () => {
  it('keeps what the same generator already wrote and only appends new products', async () => {
    const seeded = await productCount();
    const before = await server.db.selectFrom('product').select(['product_no', 'name']).orderBy('product_no').limit(5).execute();
    await seedCatalogue(context(seeded));
    expect(await productCount()).toBe(seeded);
    await seedCatalogue(context(seeded + 50));
    expect(await productCount()).toBe(seeded + 50);
    expect((await state()).product_count).toBe(seeded + 50);
    expect(await server.db.selectFrom('product').select(['product_no', 'name']).orderBy('product_no').limit(5).execute()).toEqual(before);
    // Asking for fewer never removes products (carts and likes may point at them).
    await seedCatalogue(context(10));
    expect(await productCount()).toBe(seeded + 50);
  });

  it('rewrites every product in place after a generator change, dropping rows the generator no longer makes', async () => {
    const first = await server.db.selectFrom('product').select(['product_no', 'name']).orderBy('product_no').executeTakeFirstOrThrow();
    const row = await server.db.selectFrom('product_option_row').selectAll().where('product_no', '=', first.product_no).executeTakeFirstOrThrow();
    await server.db.updateTable('product').set({ name: '손상된 이름' }).where('product_no', '=', first.product_no).execute();
    await server.db.insertInto('product_option_row').values({ ...row, item_group_seq: 999_999_999 }).execute();
    await server.db.updateTable('catalogue_seed_state').set({ generator_version: GENERATOR_VERSION - 1 }).execute();

    await seedCatalogue(context(1));
    expect((await server.db.selectFrom('product').select('name').where('product_no', '=', first.product_no).executeTakeFirstOrThrow()).name).toBe(first.name);
    expect(await server.db.selectFrom('product_option_row').select('item_group_seq').where('item_group_seq', '=', 999_999_999).executeTakeFirst()).toBeUndefined();
    expect((await state()).generator_version).toBe(GENERATOR_VERSION);
  });
});
