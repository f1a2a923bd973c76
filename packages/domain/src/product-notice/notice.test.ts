import { describe, expect, it } from 'vitest';
import { NOTICE_GROUP_IDS, NOTICE_GROUPS, noticeGroupForDepartment, type NoticeDepartment, type NoticeGroupId } from './groups';
import { isNoticeComplete, missingNoticeItems, NOTICE_VALUE_MAX, noticeRows, productNotice, type ProductNotice } from './notice';

const departments: [NoticeDepartment, NoticeGroupId][] = [
  ['TILE', 'TILE'],
  ['CARPET', 'TILE'],
  ['BATH', 'BATH'],
  ['FURNITURE', 'FURNITURE'],
  ['LIGHTING', 'HOME_ELECTRIC'],
  ['OBJECT', 'GENERAL'],
];

/** Every item of the group answered with its label, except the keys named. */
function filled(group: NoticeGroupId, without: readonly string[] = []): ProductNotice {
  const items = Object.fromEntries(NOTICE_GROUPS[group].items.filter((item) => !without.includes(item.key)).map((item) => [item.key, `${item.label}의 내용`]));
  return { group, items };
}

describe('notice groups', () => {
  it.each(departments)('files %s under %s', (department, group) => {
    expect(noticeGroupForDepartment(department).id).toBe(group);
  });

  it.each(NOTICE_GROUP_IDS)('%s has its id, unique keys and labels, and a hint for every item', (id) => {
    const group = NOTICE_GROUPS[id];
    expect(group.id).toBe(id);
    const keys = group.items.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(group.items.map((item) => item.label)).size).toBe(keys.length);
    for (const item of group.items) {
      expect(item.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(item.hint.length).toBeGreaterThan(0);
    }
  });

  it('lists the 고시 items in its order, and builds TILE and BATH on 기타 재화', () => {
    expect(NOTICE_GROUPS.FURNITURE.items.map((item) => item.label)).toEqual([
      '품명',
      'KC 인증 필 유무',
      '색상',
      '구성품',
      '주요 소재',
      '제조자, 수입품의 경우 수입자를 함께 표기',
      '제조국',
      '크기',
      '배송·설치비용',
      '품질보증기준',
      'A/S 책임자와 전화번호',
    ]);
    const general = NOTICE_GROUPS.GENERAL.items.map((item) => item.key);
    expect(general).toEqual(['productNameModel', 'certification', 'countryOfOrigin', 'manufacturer', 'contact']);
    for (const id of ['TILE', 'BATH'] as const) {
      const items = NOTICE_GROUPS[id].items;
      expect(items.slice(0, general.length).map((item) => [item.key, item.label])).toEqual(NOTICE_GROUPS.GENERAL.items.map((item) => [item.key, item.label]));
      expect(items.map((item) => item.key)).toEqual(expect.arrayContaining(['size', 'material', 'colour', 'qualityAssurance']));
    }
  });
});

describe('productNotice', () => {
  it('takes a notice and trims its texts', () => {
    expect(productNotice.parse({ group: 'GENERAL', items: { productNameModel: '  세라믹 화병  ' } })).toEqual({
      group: 'GENERAL',
      items: { productNameModel: '세라믹 화병' },
    });
  });

  it.each([
    ['an unknown group', { group: 'FOOD', items: {} }],
    ['a missing group', { items: {} }],
    ['an empty text', { group: 'GENERAL', items: { contact: '' } }],
    ['a text of spaces', { group: 'GENERAL', items: { contact: '   ' } }],
    ['an overlong text', { group: 'GENERAL', items: { contact: '가'.repeat(NOTICE_VALUE_MAX + 1) } }],
    ['a text that is not a string', { group: 'GENERAL', items: { contact: 15880000 } }],
    ['a key that is not an item key', { group: 'GENERAL', items: { 'A/S': '고객센터' } }],
    ['more than 40 keys', { group: 'GENERAL', items: Object.fromEntries([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNO'].map((letter) => [`extra${letter}`, '값'])) }],
  ])('refuses %s', (_, input) => {
    expect(productNotice.safeParse(input).success).toBe(false);
  });

  it('takes a text of exactly the maximum length', () => {
    expect(productNotice.safeParse({ group: 'GENERAL', items: { contact: '가'.repeat(NOTICE_VALUE_MAX) } }).success).toBe(true);
  });
});

describe('missingNoticeItems', () => {
  it.each(NOTICE_GROUP_IDS)('finds nothing missing in a filled %s notice', (group) => {
    expect(missingNoticeItems(filled(group))).toEqual([]);
    expect(isNoticeComplete(filled(group))).toBe(true);
  });

  it('names exactly the absent and blank items, in the group order', () => {
    const notice = filled('FURNITURE', ['afterSales', 'colour']);
    notice.items.size = '  ';
    expect(missingNoticeItems(notice)).toEqual(['colour', 'size', 'afterSales']);
    expect(isNoticeComplete(notice)).toBe(false);
  });

  it('does not count texts under keys the group does not have', () => {
    const notice = filled('GENERAL', ['contact']);
    notice.items.afterSales = '마루 고객센터';
    expect(missingNoticeItems(notice)).toEqual(['contact']);
  });

  it('takes 해당 없음 as an answer', () => {
    const notice = filled('FURNITURE');
    notice.items.kcCertification = '해당 없음';
    expect(isNoticeComplete(notice)).toBe(true);
  });

  it('reports the group as missing when there is no notice', () => {
    expect(missingNoticeItems(null)).toEqual(['group']);
    expect(isNoticeComplete(null)).toBe(false);
  });
});

describe('noticeRows', () => {
  it('shows the items in the group order whatever order they were stored in, without unknown keys', () => {
    const keys = NOTICE_GROUPS.HOME_ELECTRIC.items.map((item) => item.key);
    const reversed = Object.fromEntries([...keys].reverse().map((key) => [key, `값 ${key}`]));
    const rows = noticeRows({ group: 'HOME_ELECTRIC', items: { ...reversed, colour: '블랙' } });
    expect(rows.map((row) => row.key)).toEqual(keys);
    expect(rows[0]).toEqual({ key: 'productNameModel', label: '품명 및 모델명', value: '값 productNameModel' });
  });

  it('leaves out items without text', () => {
    const rows = noticeRows(filled('GENERAL', ['certification']));
    expect(rows.map((row) => row.key)).toEqual(['productNameModel', 'countryOfOrigin', 'manufacturer', 'contact']);
  });
});
