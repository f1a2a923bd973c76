import type { TestServer } from '../harness';

/** What a console write can name: the rows of the seeded database and the ones the run made. */
export type EntityKind = 'product' | 'option' | 'coupon' | 'banner' | 'exhibition' | 'styling' | 'homeSection' | 'category' | 'brand';

/** The path parameters of the console calls, by the kind of row they name. */
export const pathKinds: Record<string, EntityKind> = {
  productNo: 'product',
  itemGroupSeq: 'option',
  couponId: 'coupon',
  bannerSeq: 'banner',
  exhibitionNo: 'exhibition',
  stylingNo: 'styling',
  sectionId: 'homeSection',
  categoryNo: 'category',
  brandNo: 'brand',
};

export interface ProductFacts {
  productNo: number;
  productName: string;
  categoryNo: number;
  /** Its option rows (the shop's optionGroupSeq), as the console last showed them. */
  itemGroupSeqs: number[];
}

/**
 * Real ids, so console writes change rows the shop shows (random numbers name nothing),
 * kept in the order found: the same seed picks the same rows on every run.
 */
export class ConsoleWorld {
  private readonly ids = new Map<EntityKind, number[]>();
  readonly products = new Map<number, ProductFacts>();
  /** itemGroupSeq → productNo. */
  readonly optionOwner = new Map<number, number>();
  /** Coupons' event codes, for the shop's event coupon page. */
  readonly eventCodes = new Map<number, string>();
  memberIds: number[] = [];
  faqCategories: string[] = [];
  /** A furniture brand and category, for products the console may put on sale at once. */
  furniture?: { brandNo: number; categoryNo: number };

  add(kind: EntityKind, id: number): void {
    const list = this.ids.get(kind) ?? [];
    if (!list.includes(id)) list.push(id);
    this.ids.set(kind, list);
  }

  all(kind: EntityKind): readonly number[] {
    return this.ids.get(kind) ?? [];
  }

  /** The `index`-th row of the kind (wrapping), or, when `recent` is given, that row first: a sequence works on what it made. */
  pick(kind: EntityKind, index: number, recent?: number): number | undefined {
    if (recent !== undefined && index % 3 !== 0) return recent;
    const list = this.all(kind);
    return list.length ? list[index % list.length] : undefined;
  }

  /** A product as the console answered it (create, read back): its options become pickable. */
  learnProduct(view: { productNo: number; productName: string; categoryNo: number; options: { combinations: { itemGroupSeq: number }[] } }): void {
    const itemGroupSeqs = view.options.combinations.map((row) => row.itemGroupSeq);
    this.products.set(view.productNo, { productNo: view.productNo, productName: view.productName, categoryNo: view.categoryNo, itemGroupSeqs });
    this.add('product', view.productNo);
    for (const seq of itemGroupSeqs) {
      this.optionOwner.set(seq, view.productNo);
      this.add('option', seq);
    }
  }
}

const PRODUCTS_PER_DEPARTMENT = 2;

/**
 * From the seeded database: the cheapest products (where a negative extra price bites
 * first) and the first of each department, the coupons, banners, exhibitions, styling
 * pages, home sections, categories, brands and some members. Products' options come from
 * the console's own product view (`readProduct`), as an operator sees them.
 */
export async function seededWorld(server: TestServer, readProduct: (productNo: number) => Promise<Parameters<ConsoleWorld['learnProduct']>[0] | undefined>): Promise<ConsoleWorld> {
  const world = new ConsoleWorld();
  const { db } = server;
  const cheapest = await db.selectFrom('product').select('product_no').where('status', '=', 'ON_SALE').orderBy('selling_price').orderBy('product_no').limit(4).execute();
  const byDepartment = await db
    .selectFrom('product')
    .select(['product_no', 'department'])
    .where('status', '=', 'ON_SALE')
    .orderBy('department')
    .orderBy('product_no')
    .execute();
  const firsts = byDepartment.filter((row, index) => byDepartment.slice(Math.max(0, index - PRODUCTS_PER_DEPARTMENT), index).filter((earlier) => earlier.department === row.department).length < PRODUCTS_PER_DEPARTMENT);
  for (const productNo of new Set([...cheapest, ...firsts].map((row) => row.product_no))) {
    const view = await readProduct(productNo);
    if (view) world.learnProduct(view);
  }
  const tables = [
    ['coupon', db.selectFrom('coupon').select(['coupon_id as id', 'event_code']).orderBy('coupon_id').limit(12)],
    ['banner', db.selectFrom('banner').select('banner_seq as id').orderBy('banner_seq').limit(8)],
    ['exhibition', db.selectFrom('exhibition').select('exhibition_no as id').orderBy('exhibition_no').limit(6)],
    ['styling', db.selectFrom('styling_page').select('styling_no as id').orderBy('styling_no').limit(6)],
    ['homeSection', db.selectFrom('home_section').select('section_id as id').orderBy('section_id').limit(8)],
    ['category', db.selectFrom('category').select('category_no as id').orderBy('category_no').limit(12)],
    ['brand', db.selectFrom('brand').select('brand_no as id').orderBy('brand_no').limit(6)],
  ] as const;
  for (const [kind, query] of tables) {
    for (const row of (await query.execute()) as { id: number; event_code?: string | null }[]) {
      world.add(kind, row.id);
      if (row.event_code) world.eventCodes.set(row.id, row.event_code);
    }
  }
  const furniture = await db.selectFrom('product').select(['brand_no', 'category_no']).where('department', '=', 'FURNITURE').orderBy('product_no').executeTakeFirst();
  if (furniture) world.furniture = { brandNo: furniture.brand_no, categoryNo: furniture.category_no };
  world.faqCategories = (await db.selectFrom('faq_category').select('code').orderBy('code').execute()).map((row) => row.code);
  world.memberIds = (await db.selectFrom('member').select('member_id').where('email', 'is not', null).orderBy('member_id').limit(5).execute()).map((row) => row.member_id);
  return world;
}
