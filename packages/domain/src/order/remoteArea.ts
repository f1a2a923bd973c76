// 도서산간 surcharge by zonecode (5-digit 국가기초구역번호). The table below is the starting
// point; see remoteArea.test.ts and README "도서산간" for the fees.

export type RemoteAreaKind = 'JEJU' | 'ISLAND';

export interface RemoteArea {
  kind: RemoteAreaKind;
  label: string;
  /** Won added per prepaid parcel (delivery group). */
  fee: number;
}

/** Inclusive zonecode ranges. TODO(helper H1): complete the island ranges. */
const ISLAND_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [40200, 40240, '경북 울릉군'],
];

const JEJU: readonly [number, number] = [63000, 63644];

export const JEJU_FEE = 3_000;
export const ISLAND_FEE = 5_000;

export function remoteAreaOf(zonecode: string | null | undefined): RemoteArea | null {
  if (!zonecode || !/^\d{5}$/.test(zonecode)) return null;
  const code = Number(zonecode);
  for (const [from, to, label] of ISLAND_RANGES) if (code >= from && code <= to) return { kind: 'ISLAND', label, fee: ISLAND_FEE };
  if (code >= JEJU[0] && code <= JEJU[1]) return { kind: 'JEJU', label: '제주특별자치도', fee: JEJU_FEE };
  return null;
}
