import { generateAddresses, searchTextOf, type PostcodeAddress } from './generate';

interface Indexed {
  address: PostcodeAddress;
  text: string;
}

let index: Indexed[] | undefined;

/** Built once, on the first search (a few thousand rows, a few milliseconds). */
function addresses(): Indexed[] {
  index ??= generateAddresses().map((address) => ({ address, text: searchTextOf(address) }));
  return index;
}

export function postcodeCount(): number {
  return addresses().length;
}

/** Every word of the query must appear (road, 동/리, building, zonecode, 시군구); results in a fixed order. */
export function searchPostcodes(query: string, page: number, size: number): { total: number; page: number; items: PostcodeAddress[] } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length === 0 ? [] : addresses().filter((entry) => words.every((word) => entry.text.includes(word)));
  const start = (page - 1) * size;
  return { total: found.length, page, items: found.slice(start, start + size).map((entry) => entry.address) };
}
