import { describe, expect, it } from 'vitest';
import { ISLAND_FEE, JEJU_FEE, remoteAreaOf } from './remoteArea';

describe('remoteAreaOf', () => {
  it('knows 제주, its own islands and the islands elsewhere', () => {
    expect(remoteAreaOf('63309')).toEqual({ kind: 'JEJU', label: '제주특별자치도', fee: JEJU_FEE });
    expect(remoteAreaOf('63000')).toMatchObject({ kind: 'ISLAND', label: '제주 추자도', fee: ISLAND_FEE });
    expect(remoteAreaOf('63365')).toMatchObject({ kind: 'ISLAND', label: '제주 우도' });
    expect(remoteAreaOf('40200')).toMatchObject({ kind: 'ISLAND', label: '경북 울릉군' });
    expect(remoteAreaOf('40240')).toMatchObject({ kind: 'ISLAND' });
    expect(remoteAreaOf('58830')).toMatchObject({ label: '전남 신안군' });
    expect(remoteAreaOf('23125')).toMatchObject({ label: '인천 옹진군 도서' });
  });

  it('is null on the mainland, at the ranges’ edges and for anything that is not five digits', () => {
    for (const zonecode of ['06236', '40241', '40199', '63645', '62999', '58867', '1234', '123456', 'abcde', '', null, undefined]) {
      expect(remoteAreaOf(zonecode)).toBeNull();
    }
  });
});
