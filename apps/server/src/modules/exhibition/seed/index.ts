import { DAY_MS } from '@maru/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import { drawPictures, type SeedContext } from '../../../core/module';
import type { Database } from '../../../db/database';
import type { BlockContent } from '../block-content';
import type { ExhibitionBlockTable } from '../tables';
import { type Department, type ProductPick, type SeedBlock, seedExhibitions as exhibitions } from './data';
import { ensureExhibitionImages } from './render';
import { pickProductNos } from '../../catalogue';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 00:00 in Korea of the day `now` falls on, in UTC: periods start and end at Korean midnights. */
export function koreanMidnight(now: Date): Date {
  const korean = now.getTime() + KST_OFFSET_MS;
  return new Date(korean - (korean % DAY_MS) - KST_OFFSET_MS);
}

/**
 * `count` products of the department spread evenly over its list, shifted by the exhibition,
 * so groups differ and stay the same for the same catalogue. Falls back to the whole
 * catalogue when the department is small (tests seed a few hundred products).
 */
export function pickEvenly(productNos: readonly number[], count: number, shift: number): number[] {
  if (productNos.length <= count) return [...productNos];
  const step = productNos.length / count;
  return Array.from({ length: count }, (_, index) => productNos[(Math.floor(index * step) + shift) % productNos.length]!);
}

async function productsOf(db: Kysely<Database>, department: Department): Promise<number[]> {
  return pickProductNos(db, { department, order: 'number' });
}

async function storedBlock(db: Kysely<Database>, block: SeedBlock, exhibitionNo: number, pool: Map<Department, number[]>, all: () => Promise<number[]>): Promise<BlockContent> {
  if (block.kind !== 'PRODUCT') return block;
  const pick: ProductPick = block;
  let candidates = pool.get(pick.department);
  if (!candidates) pool.set(pick.department, (candidates = await productsOf(db, pick.department)));
  const from = candidates.length >= pick.count ? candidates : await all();
  return { kind: 'PRODUCT', content: { title: pick.title, productNos: pickEvenly(from, pick.count, exhibitionNo) } };
}

/**
 * The seeded exhibitions with their blocks, keyed by number: an exhibition that exists is
 * left as it is (an editor may have changed it), so restarts change nothing. The identity
 * then continues after the highest number, so new exhibitions never collide with these.
 */
export async function seedExhibitions(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const day = koreanMidnight(new Date());
  const pool = new Map<Department, number[]>();
  let allProducts: number[] | undefined;
  const all = async () => (allProducts ??= await pickProductNos(db, { order: 'number' }));

  for (const exhibition of exhibitions) {
    const startsAt = new Date(day.getTime() + exhibition.startDay * DAY_MS);
    const blocks: Insertable<ExhibitionBlockTable>[] = [];
    for (const [index, block] of exhibition.blocks.entries()) {
      const { kind, content } = await storedBlock(db, block, exhibition.exhibitionNo, pool, all);
      blocks.push({ exhibition_no: exhibition.exhibitionNo, position: index + 1, kind, content: JSON.stringify(content) });
    }
    // One transaction: an exhibition is never left without its blocks.
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
      .insertInto('exhibition')
      .values({
        exhibition_no: exhibition.exhibitionNo,
        title: exhibition.title,
        summary: exhibition.summary,
        cover_key: `cover-${exhibition.exhibitionNo}`,
        cover_alt: exhibition.coverAlt,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + exhibition.days * DAY_MS),
      })
      .onConflict((oc) => oc.column('exhibition_no').doNothing())
      .returning('exhibition_no')
      .executeTakeFirst();
      if (inserted && blocks.length) await trx.insertInto('exhibition_block').values(blocks).execute();
    });
  }
  await sql`select setval(pg_get_serial_sequence('exhibition', 'exhibition_no'), (select max(exhibition_no) from exhibition))`.execute(db);

  if (ctx.options.images !== false) {
    await drawPictures(ctx, 'exhibition', async () => {
      const drawn = await ensureExhibitionImages(ctx.config.dataDir, exhibitions);
      if (drawn) ctx.log.info({ drawn }, 'exhibition images ready');
    });
  }
}
