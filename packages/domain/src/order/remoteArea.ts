// 도서산간 surcharge by zonecode (the 5-digit 국가기초구역번호). The ranges are the list
// Korean couriers publish for 제주 and the islands (see docs/remote-area-fees.md); an
// operator updates them here when the couriers' list changes.

export type RemoteAreaKind = 'JEJU' | 'ISLAND';

export interface RemoteArea {
  kind: RemoteAreaKind;
  label: string;
  /** Won added per prepaid parcel (delivery group). */
  fee: number;
}

export const JEJU_FEE = 3_000;
export const ISLAND_FEE = 5_000;

/** Inclusive ranges outside 제주 본섬, sorted by their start. */
const ISLAND_RANGES: ReadonlyArray<readonly [from: number, to: number, label: string]> = [
  [22386, 22388, '인천 중구 도서'],
  [23004, 23010, '인천 강화군 도서'],
  [23100, 23116, '인천 옹진군 도서'],
  [23124, 23136, '인천 옹진군 도서'],
  [32133, 32133, '충남 태안군 도서'],
  [33411, 33411, '충남 보령시 도서'],
  [40200, 40240, '경북 울릉군'],
  [46768, 46771, '부산 강서구 도서'],
  [52570, 52571, '경남 사천시 도서'],
  [53031, 53033, '경남 통영시 도서'],
  [53089, 53104, '경남 통영시 도서'],
  [54000, 54000, '전북 군산시 도서'],
  [56347, 56349, '전북 부안군 도서'],
  [57068, 57069, '전남 영광군 도서'],
  [58760, 58762, '전남 목포시 도서'],
  [58800, 58866, '전남 신안군'],
  [58953, 58958, '전남 진도군 도서'],
  [59102, 59103, '전남 완도군 도서'],
  [59106, 59106, '전남 완도군 도서'],
  [59127, 59127, '전남 완도군 도서'],
  [59129, 59129, '전남 완도군 도서'],
  [59137, 59166, '전남 완도군 도서'],
  [59421, 59421, '전남 보성군 도서'],
  [59531, 59531, '전남 고흥군 도서'],
  [59551, 59551, '전남 고흥군 도서'],
  [59563, 59563, '전남 고흥군 도서'],
  [59568, 59568, '전남 고흥군 도서'],
  [59650, 59650, '전남 여수시 도서'],
  [59766, 59766, '전남 여수시 도서'],
  [59781, 59790, '전남 여수시 도서'],
  // 제주 부속 섬: ferried on from the main island, so they pay the island fee, not 제주's.
  [63000, 63001, '제주 추자도'],
  [63365, 63365, '제주 우도'],
  [63644, 63644, '제주 마라도·가파도'],
];

const JEJU_FROM = 63000;
const JEJU_TO = 63644;

export function remoteAreaOf(zonecode: string | null | undefined): RemoteArea | null {
  if (!zonecode || !/^\d{5}$/.test(zonecode)) return null;
  const code = Number(zonecode);
  for (const [from, to, label] of ISLAND_RANGES) {
    if (code < from) break;
    if (code <= to) return { kind: 'ISLAND', label, fee: ISLAND_FEE };
  }
  if (code >= JEJU_FROM && code <= JEJU_TO) return { kind: 'JEJU', label: '제주특별자치도', fee: JEJU_FEE };
  return null;
}
