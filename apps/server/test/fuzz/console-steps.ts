import { noticeGroupForDepartment } from '@maru/domain';
import fc from 'fast-check';
import { type ConsoleWorld, type EntityKind, pathKinds } from './console-world';
import { type ArbitraryOptions, hostileArbitrary, validArbitrary } from './json-schema-arbitrary';
import type { Operation } from './openapi-operations';

/**
 * The console's writes, taken from the OpenAPI document (so a new console call is written
 * through with no new line here): every non-GET operation under these sections whose
 * path parameters all name a kind of row the world knows and that takes a JSON body or
 * none (DELETE). Uploads (multipart), orders, staff, members and sign-in are other
 * fuzzers' business: they change no shop read of a product.
 */
const CONSOLE = '/api/admin/v1/';
const SECTIONS = ['products', 'catalogue', 'coupons', 'content', 'exhibitions', 'styling', 'board'];

export function consoleWrites(operations: readonly Operation[]): Operation[] {
  return operations.filter(
    (op) =>
      op.method !== 'GET' &&
      SECTIONS.includes(op.path.slice(CONSOLE.length).split('/')[0]!) &&
      op.path.startsWith(CONSOLE) &&
      op.pathParams.every((p) => p.name in pathKinds) &&
      (op.body !== undefined || op.method === 'DELETE'),
  );
}

/** One console write of a sequence, before the world says which row it names. */
export interface StepPlan {
  operationId: string;
  /** Which row of the path's kind (see ConsoleWorld.pick). */
  target: number;
  /** The JSON body, or undefined for none. */
  body: unknown;
}

const LINKS = ['/', '/product/100001', '/search?keyword=%ED%83%80%EC%9D%BC', `/${'a'.repeat(499)}`, 'https://maru.example/x?y=1'];

/** The values an operator types at the edges, by field name, beside whatever the schema allows. */
function extremes(now: Date): Record<string, readonly unknown[]> {
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const dates = [at(-1), at(1), at(-400), at(30), at(3650), '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2028-02-29T23:59:59+09:00', '2026-12-31T15:00:00-09:00'];
  const money = [0, 1, 99, 45_000, 99_999_999, 100_000_000, 1_000_000_000];
  return {
    // The case first: −60,000 on a 45,000원 product.
    extraPrice: [-60_000, -45_001, -45_000, -1, 0, 1, -1_000_000_000, 1_000_000_000],
    price: money,
    sellingPrice: money,
    fee: money,
    freeOver: [...money, null],
    amount: money,
    maxDiscount: [...money, null],
    minOrderAmount: money,
    rate: [0, 1, 99, 100],
    value: [-100, -1, 0, 100, -100_000_000, 100_000_000],
    stockCnt: [0, 1, 1_000_000],
    change: [-1_000_000, -1, 0, 1, 1_000_000],
    lowStockThreshold: [0, 100_000],
    validDays: [1, 3650],
    totalQuantity: [1, 10_000_000],
    startsAt: [...dates, null],
    endsAt: [...dates, null],
    displayFrom: [...dates, null],
    displayUntil: [...dates, null],
    validUntil: [...dates, null],
    x: [0, 100, 0.5, 99.999],
    y: [0, 100, 0.5, 99.999],
    // Links the console accepts (a path of the shop, an https address), at their edges.
    ctaLink: LINKS,
    secondaryLink: LINKS,
    linkUrl: [...LINKS, null],
    path: LINKS,
    bannerLink: LINKS,
    incType: ['INCLUDE', 'EXCLUDE'],
    // An upload is another fuzzer's business: without one, a picture is left out.
    coverImageId: [null],
    imageId: [null],
    photoImageId: [null],
  };
}

/** The world's rows under the body fields that name them, so a write refers to what exists. */
function rowValues(world: ConsoleWorld): Record<string, readonly unknown[]> {
  const products = world.all('product');
  return {
    productNo: products,
    productNos: products,
    scopeIds: [...products, ...world.all('category'), ...world.all('brand')],
    // Exhibitions show event coupons only.
    couponIds: [...world.eventCodes.keys()],
    categoryCode: world.faqCategories,
    categoryNo: world.all('category'),
    parentNo: [...world.all('category'), null],
    brandNo: world.all('brand'),
    memberIds: world.memberIds,
    bannerSeqs: world.all('banner'),
    level: [0, 1, 2],
  };
}

export function bodyOptions(base: ArbitraryOptions, world: ConsoleWorld, now: Date): ArbitraryOptions {
  const known = { ...extremes(now), ...rowValues(world) };
  return { ...base, storableText: true, knownValues: (name) => known[name] ?? [] };
}

/**
 * A product the shop may sell: the generated fields, with a real furniture brand and
 * category, every notice item filled and combinations that match the groups. Without this
 * almost every generated product is refused, and the sequences after it name nothing.
 */
function sellableProduct(generated: Record<string, unknown>, furniture: { brandNo: number; categoryNo: number }): Record<string, unknown> {
  const groups = ((generated.options as { groups?: { name: string; style?: string; values: string[] }[] } | undefined)?.groups ?? []).slice(0, 2);
  const named = groups.length ? groups.map((group, i) => ({ ...group, name: `${group.name}${i}`, values: [...new Set(group.values)].slice(0, 3) })) : [{ name: '색상', style: 'SELECT', values: ['기본'] }];
  const rows = named.reduce<string[][]>((combos, group) => combos.flatMap((combo) => group.values.map((value) => [...combo, value])), [[]]);
  const numbers = (generated.options as { combinations?: { extraPrice: number; stockCnt: number }[] } | undefined)?.combinations ?? [];
  const combinations = rows.map((values, i) => ({ values, extraPrice: numbers[i % Math.max(numbers.length, 1)]?.extraPrice ?? 0, stockCnt: numbers[i % Math.max(numbers.length, 1)]?.stockCnt ?? 5 }));
  const notice = { group: 'FURNITURE', items: Object.fromEntries(noticeGroupForDepartment('FURNITURE').items.map((item) => [item.key, `${item.label} 값`])) };
  return { ...generated, ...furniture, notice, options: { groups: named, combinations } };
}

const scopeKinds: Record<string, EntityKind> = { PRODUCT: 'product', CATEGORY: 'category', BRAND: 'brand' };

/** Rows of the coupon's scope among the generated ones, else the first row of it. */
function scopeIdsOf(scope: unknown, generated: unknown, world: ConsoleWorld): number[] {
  const kind = scopeKinds[String(scope)];
  if (!kind) return [];
  const rows = world.all(kind);
  const picked = (Array.isArray(generated) ? generated : []).filter((id) => rows.includes(id as number)) as number[];
  return picked.length ? [...new Set(picked)] : rows.slice(0, 1);
}

/** A coupon whose amount, rate, codes and scope agree with its kind and channel (the console refuses others before any other rule). */
function coherentCoupon(generated: Record<string, unknown>, world: ConsoleWorld): Record<string, unknown> {
  const { benefitType: kind, channel, scope } = generated;
  return {
    ...generated,
    amount: kind === 'AMOUNT' ? generated.amount : 0,
    rate: kind === 'RATE' ? generated.rate : 0,
    maxDiscount: kind === 'RATE' ? generated.maxDiscount : null,
    eventCode: channel === 'EVENT' ? (generated.eventCode ?? 'FUZZ_EVENT') : null,
    redeemCode: channel === 'CODE' ? (generated.redeemCode ?? 'FUZZCODE') : null,
    scopeIds: scopeIdsOf(scope, generated.scopeIds, world),
  };
}

/** Lists of row numbers (productNos, couponIds…) without repeats: known values repeat often, and the console refuses a row named twice. */
function distinctIds(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return /(?:Nos|Ids|Seqs)$/.test(key) && value.every(Number.isSafeInteger) ? [...new Set(value)] : value.map((item) => distinctIds(item));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, distinctIds(item, name)]));
}

const shapers: Record<string, (generated: Record<string, unknown>, world: ConsoleWorld) => Record<string, unknown>> = {
  'POST /api/admin/v1/products': (generated, world) => (world.furniture ? sellableProduct(generated, world.furniture) : generated),
  'POST /api/admin/v1/coupons': coherentCoupon,
  'PUT /api/admin/v1/coupons/{couponId}': coherentCoupon,
};

function bodyArbitrary(operation: Operation, options: ArbitraryOptions, world: ConsoleWorld): fc.Arbitrary<unknown> {
  if (!operation.body) return fc.constant(undefined);
  const valid = validArbitrary(operation.body.schema, options);
  const shaper = shapers[operation.id] ?? ((generated) => generated);
  const shaped = fc.oneof({ weight: 3, arbitrary: valid.map((body) => shaper(distinctIds(body) as Record<string, unknown>, world)) }, { weight: 1, arbitrary: valid });
  // Mostly what the schema allows (the values that reach the database), sometimes what it does not.
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileArbitrary(operation.body.schema, options) });
}

/** Console sections a run works in: one mostly (a product's life, a coupon's), sometimes all. */
const sectionOf = (operation: Operation) => operation.path.slice(CONSOLE.length).split('/')[0]!;

/** Products and their options are where an operator's value reaches the most shop reads (prices, the cart, the sheet). */
const SECTION_WEIGHTS: Record<string, number> = { products: 5, coupons: 3, content: 2 };

/**
 * A sequence of 1–6 writes of one section (products and their options, coupons…), starting
 * with a create half the time, so later steps work on what the run made; one run in five
 * mixes every section.
 */
export function sequenceArbitrary(writes: readonly Operation[], options: ArbitraryOptions, world: ConsoleWorld): fc.Arbitrary<StepPlan[]> {
  const stepOf = (operation: Operation) => fc.record({ operationId: fc.constant(operation.id), target: fc.nat({ max: 1000 }), body: bodyArbitrary(operation, options, world) });
  const steps = (ops: readonly Operation[]) => fc.oneof(...ops.map(stepOf));
  const sections = [...new Set(writes.map(sectionOf))];
  const ofSection = (section: string) => {
    const ops = writes.filter((op) => sectionOf(op) === section);
    const creates = ops.filter((op) => op.method === 'POST' && op.pathParams.length === 0);
    const rest = fc.array(steps(ops), { minLength: 1, maxLength: 5 });
    if (!creates.length) return rest;
    return fc.tuple(fc.option(steps(creates), { freq: 2, nil: undefined }), rest).map(([create, after]) => (create ? [create, ...after] : after));
  };
  const oneSection = fc.oneof(...sections.map((section) => ({ weight: SECTION_WEIGHTS[section] ?? 1, arbitrary: ofSection(section) })));
  return fc.oneof({ weight: 4, arbitrary: oneSection }, { weight: 1, arbitrary: fc.array(steps(writes), { minLength: 1, maxLength: 6 }) });
}

/** The path with each parameter filled from the world (the run's own new row of that kind first); undefined when a kind has no rows. */
export function resolvePath(operation: Operation, target: number, world: ConsoleWorld, recent: ReadonlyMap<EntityKind, number>): string | undefined {
  let missing = false;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const kind = pathKinds[name]!;
    const id = kind === 'option' ? pickOption(target, world, recent) : world.pick(kind, target, recent.get(kind));
    if (id === undefined) missing = true;
    return String(id);
  });
  return missing ? undefined : path;
}

/** An option of the run's own product when it made one, else any known option. */
function pickOption(target: number, world: ConsoleWorld, recent: ReadonlyMap<EntityKind, number>): number | undefined {
  const product = recent.get('product');
  const own = product === undefined ? [] : (world.products.get(product)?.itemGroupSeqs ?? []);
  if (own.length && target % 3 !== 0) return own[target % own.length];
  return world.pick('option', target);
}
