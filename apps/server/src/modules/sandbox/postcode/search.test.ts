import { POSTCODE_SEARCH_EXAMPLES, remoteAreaOf } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { generateAddresses } from './generate';
import { postcodeCount, searchPostcodes } from './search';

describe('the postcode sandbox data', () => {
  const all = generateAddresses();

  it('holds a few thousand addresses, the same on every start', () => {
    expect(postcodeCount()).toBeGreaterThan(2_000);
    expect(generateAddresses()).toEqual(all);
    for (const address of all) expect(address.zonecode).toMatch(/^\d{5}$/);
  });

  it('covers every 시도, 제주 and the islands the 도서산간 fee applies to', () => {
    expect(new Set(all.map((address) => address.sido)).size).toBe(17);
    expect(all.some((address) => remoteAreaOf(address.zonecode)?.kind === 'JEJU')).toBe(true);
    expect(all.some((address) => remoteAreaOf(address.zonecode)?.kind === 'ISLAND')).toBe(true);
    expect(all.some((address) => address.apartment === 'Y')).toBe(true);
  });
});

describe('searchPostcodes', () => {
  it('finds by road, 동/리, building and zonecode, every word having to match', () => {
    const gangnam = generateAddresses().find((address) => address.sigungu === '강남구')!;
    const road = gangnam.roadAddress.split(' ')[2]!;
    const seoul = searchPostcodes(`강남구 ${road}`, 1, 20);
    expect(seoul.items).toContainEqual(gangnam);
    for (const item of seoul.items) expect(item.roadAddress).toContain(road);
    if (gangnam.buildingName) expect(searchPostcodes(gangnam.buildingName, 1, 50).items).toContainEqual(gangnam);
    expect(searchPostcodes(gangnam.bname, 1, 500).items).toContainEqual(gangnam);
    const ulleung = searchPostcodes('울릉', 1, 50);
    expect(ulleung.items.every((item) => remoteAreaOf(item.zonecode)?.kind === 'ISLAND')).toBe(true);
    const first = searchPostcodes('제주시', 1, 5).items[0]!;
    expect(searchPostcodes(first.zonecode, 1, 50).items).toContainEqual(first);
    expect(searchPostcodes(`${road} 울릉`, 1, 20).total).toBe(0);
  });

  it.each(POSTCODE_SEARCH_EXAMPLES)('finds what the dialog gives as an example: %s', (example) => {
    const found = searchPostcodes(example, 1, 20);
    expect(found.total).toBeGreaterThan(0);
    for (const word of example.split(' ')) expect(found.items.every((item) => JSON.stringify(item).includes(word))).toBe(true);
  });

  it('pages through the matches', () => {
    const whole = searchPostcodes('서울', 1, 50);
    const second = searchPostcodes('서울', 2, 10);
    expect(second.items).toEqual(whole.items.slice(10, 20));
  });
});
