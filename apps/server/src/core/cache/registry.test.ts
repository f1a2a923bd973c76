import { describe, expect, it } from 'vitest';
import { cacheRegistry, type ChangeBus, type DataChange } from './registry';

/** A TTL clock the test moves by hand. */
function handClock() {
  let at = 1_000;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

const counter = () => {
  let loads = 0;
  return { load: async () => ++loads, get loads() {
    return loads;
  } };
};

describe('cacheRegistry', () => {
  it('loads a key once while kept, shares a running load, and does not keep a failed one', async () => {
    const cache = cacheRegistry().define<number>({ name: 'n', ttlMs: 60_000, max: 10, topics: ['t'] });
    const source = counter();
    const [a, b] = await Promise.all([cache.get('a', source.load), cache.get('a', source.load)]);
    expect([a, b, source.loads]).toEqual([1, 1, 1]);
    expect(await cache.get('a', source.load)).toBe(1);
    await expect(cache.get('x', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('x', source.load)).toBe(2);
  });

  it('answers getNow at once from a value it keeps, and computes past one still loading', async () => {
    const cache = cacheRegistry().define<string>({ name: 's', ttlMs: 60_000, max: 10, topics: [] });
    let computed = 0;
    const compute = () => `clean ${++computed}`;
    expect([cache.getNow('a', compute), cache.getNow('a', compute), computed]).toEqual(['clean 1', 'clean 1', 1]);
    cache.set('b', 'set');
    expect(cache.getNow('b', compute)).toBe('set');
    let finish: (value: string) => void = () => {};
    void cache.get('c', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.getNow('c', compute)).toBe('clean 2');
    finish('late');
    expect(await cache.get('c', async () => 'again')).toBe('clean 2');
    expect(cache.lookups).toEqual({ hits: 3, misses: 3 });
  });

  it('keeps nothing when told to (MARU_CACHES=off): every get loads', async () => {
    const cache = cacheRegistry(undefined, { keepNothing: true }).define<number>({ name: 'n', ttlMs: 60_000, max: 10, topics: ['t'] });
    const source = counter();
    expect([await cache.get('a', source.load), await cache.get('a', source.load)]).toEqual([1, 2]);
    cache.set('b', 7);
    expect(cache.peek('b')).toBeUndefined();
  });

  it('forgets an entry after its TTL and the least recently read past its size', async () => {
    const clock = handClock();
    const cache = cacheRegistry(clock).define<number>({ name: 'n', ttlMs: 30_000, max: 2, topics: ['t'] });
    const source = counter();
    await cache.get('a', source.load);
    clock.advance(29_000);
    expect(await cache.get('a', source.load)).toBe(1);
    clock.advance(2_000);
    expect(await cache.get('a', source.load)).toBe(2);
    await cache.get('b', source.load);
    await cache.get('c', source.load);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', source.load)).toBe(5);
  });

  it('drops one entry for a keyed change, everything for an unkeyed one, and nothing for another topic', async () => {
    const registry = cacheRegistry();
    const products = registry.define<number>({ name: 'products', ttlMs: 60_000, max: 10, topics: ['product', 'category'], keyedBy: 'product' });
    const counts = registry.define<number>({ name: 'counts', ttlMs: 60_000, max: 10, topics: ['product'] });
    const codes = registry.define<number>({ name: 'codes', ttlMs: 60_000, max: 10, topics: ['code'] });
    const source = counter();
    for (const key of ['1', '2']) await products.get(key, source.load);
    await counts.get('all', source.load);
    await codes.get('all', source.load);

    registry.changed({ topic: 'product', key: '1' });
    expect([products.size, counts.size, codes.size]).toEqual([1, 0, 1]);
    expect(await products.get('2', source.load)).toBe(2);

    registry.changed({ topic: 'category' });
    expect([products.size, codes.size]).toEqual([0, 1]);
    registry.forget();
    expect(codes.size).toBe(0);
  });

  it('drops a load that was running when its data changed, so the next reader loads the committed data', async () => {
    const registry = cacheRegistry();
    const cache = registry.define<string>({ name: 'p', ttlMs: 60_000, max: 10, topics: ['product'], keyedBy: 'product' });
    let release!: (value: string) => void;
    const before = cache.get('1', () => new Promise((resolve) => (release = resolve)));
    registry.changed({ topic: 'product', key: '1' });
    release('old price');
    expect(await before).toBe('old price');
    expect(await cache.get('1', async () => 'new price')).toBe('new price');
  });

  it('sends its own changes to the bus and applies the bus’s without sending them back', () => {
    const registry = cacheRegistry();
    const sent: DataChange[] = [];
    const bus: ChangeBus = { publish: (change) => void sent.push(change), close: async () => {} };
    registry.connect(bus);
    const cache = registry.define<number>({ name: 'p', ttlMs: 60_000, max: 10, topics: ['product'] });
    void cache.get('1', async () => 1);
    registry.changed({ topic: 'product', key: '7' });
    registry.apply({ topic: 'product' });
    expect(sent).toEqual([{ topic: 'product', key: '7' }]);
    expect(cache.size).toBe(0);
  });

  it('refuses a name defined twice and a key topic it is not made of', () => {
    const registry = cacheRegistry();
    registry.define({ name: 'p', ttlMs: 1, max: 1, topics: ['product'] });
    expect(() => registry.define({ name: 'p', ttlMs: 1, max: 1, topics: ['product'] })).toThrow('defined twice');
    expect(() => registry.define({ name: 'q', ttlMs: 1, max: 1, topics: ['category'], keyedBy: 'product' })).toThrow('not among its topics');
  });
});
