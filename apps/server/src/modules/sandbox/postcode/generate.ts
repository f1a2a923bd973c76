import type { PostcodeAddress } from '@maru/domain';
import { REGIONS, SIDO_LONG_NAMES, type Region } from './regions';

export type { PostcodeAddress };

const PER_REGION = 12;
const SEED = 20261123;
const APARTMENT_BRANDS = ['래미안', '자이', '푸르지오', '힐스테이트', 'e편한세상', '아이파크', '롯데캐슬', '더샵', 'SK뷰', '한신휴플러스', '현대', '주공'];
const BUILDINGS = ['빌딩', '타워', '프라자', '오피스텔', '상가', '빌라', '하우스', '센터'];

/** mulberry32: small, seeded, the same numbers on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function addressesOf(region: Region, next: () => number): PostcodeAddress[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const prefix = [region.sido, region.sigungu].filter(Boolean).join(' ');
  const out: PostcodeAddress[] = [];
  for (let i = 0; i < PER_REGION; i += 1) {
    const place = pick(region.places);
    const bname = place.split(' ').at(-1)!;
    const road = pick(region.roads);
    const roadNo = 1 + Math.floor(next() * 300);
    const lot = `${1 + Math.floor(next() * 999)}${next() < 0.6 ? `-${1 + Math.floor(next() * 40)}` : ''}`;
    const zonecode = String(region.zoneFrom + Math.floor(next() * (region.zoneTo - region.zoneFrom + 1))).padStart(5, '0');
    const kind = next();
    const apartment = kind < 0.3;
    const stem = bname.replace(/(동|리|가)$/, '').replace(/\d+$/, '');
    const buildingName = apartment ? `${stem} ${pick(APARTMENT_BRANDS)}` : kind < 0.55 ? `${stem}${pick(BUILDINGS)}` : '';
    const roadAddress = `${prefix} ${road} ${roadNo}`;
    out.push({
      zonecode,
      address: roadAddress,
      addressType: 'R',
      roadAddress,
      jibunAddress: `${prefix} ${place} ${lot}`,
      buildingName,
      apartment: apartment ? 'Y' : 'N',
      bname,
      sido: region.sido,
      sigungu: region.sigungu,
      userSelectedType: 'R',
    });
  }
  return out;
}

// What the dialog's example searches find (POSTCODE_SEARCH_EXAMPLES: "테헤란로 123",
// "역삼동", "마루아파트"): fixed, so that no draw of the generator has to happen to hold
// them, and after the generated ones, which keep their places in every answer.
const EXAMPLE_ADDRESSES: readonly PostcodeAddress[] = [
  {
    zonecode: '06133',
    address: '서울 강남구 테헤란로 123',
    addressType: 'R',
    roadAddress: '서울 강남구 테헤란로 123',
    jibunAddress: '서울 강남구 역삼동 736-1',
    buildingName: '마루아파트',
    apartment: 'Y',
    bname: '역삼동',
    sido: '서울',
    sigungu: '강남구',
    userSelectedType: 'R',
  },
];

/** A few thousand addresses, generated from the region table with a fixed seed, and the examples. */
export function generateAddresses(): PostcodeAddress[] {
  const next = random(SEED);
  return [...REGIONS.flatMap((region) => addressesOf(region, next)), ...EXAMPLE_ADDRESSES.map((address) => ({ ...address }))];
}

/** What a query is matched against: both address forms, the building, the zonecode and the long 시도 name. */
export function searchTextOf(address: PostcodeAddress): string {
  return [address.roadAddress, address.jibunAddress, address.buildingName, address.zonecode, SIDO_LONG_NAMES[address.sido] ?? ''].join(' ').toLowerCase();
}
