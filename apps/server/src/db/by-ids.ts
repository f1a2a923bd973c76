/**
 * Many rows read by id in one query and answered by id: each id is asked for once, and an
 * empty list asks nothing (`in ()` is not valid SQL). `read` gets the distinct ids.
 */
export async function readByIds<Row, Value>(ids: readonly number[], read: (distinct: number[]) => Promise<Row[]>, entryOf: (row: Row) => [number, Value]): Promise<Map<number, Value>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  return new Map((await read(distinct)).map(entryOf));
}
