import { z } from 'zod';
import { NOTICE_GROUP_IDS, NOTICE_GROUPS } from './groups';

// A product's filled-in notice: its group and one text per item, keyed by the item's key.
// Keys the group does not have are kept (a group change must not throw an operator's text
// away) but never shown.

export const NOTICE_VALUE_MAX = 500;
/** More keys than any group has items, with room for texts kept from a previous group. */
const NOTICE_KEYS_MAX = 40;

const noticeValue = z
  .string()
  .trim()
  .min(1, '내용을 입력해 주세요.')
  .max(NOTICE_VALUE_MAX, `${NOTICE_VALUE_MAX}자 이내로 입력해 주세요.`);

export const productNotice = z.object({
  group: z.enum(NOTICE_GROUP_IDS),
  items: z
    .record(z.string().regex(/^[a-z][A-Za-z]{0,39}$/), noticeValue)
    .refine((items) => Object.keys(items).length <= NOTICE_KEYS_MAX, `항목은 ${NOTICE_KEYS_MAX}개까지입니다.`),
});

export type ProductNotice = z.infer<typeof productNotice>;

export interface NoticeRow {
  key: string;
  label: string;
  value: string;
}

/**
 * The keys of the group's items that have no text (absent, or only spaces). Every item is
 * required; one that does not apply is answered '해당 없음'. A product without a notice
 * misses its group before anything else, so null gives ['group'].
 */
export function missingNoticeItems(notice: ProductNotice | null): string[] {
  if (!notice) return ['group'];
  return NOTICE_GROUPS[notice.group].items.filter((item) => !notice.items[item.key]?.trim()).map((item) => item.key);
}

export function isNoticeComplete(notice: ProductNotice | null): boolean {
  return missingNoticeItems(notice).length === 0;
}

/** The filled items in the group's order, for the product page's table. */
export function noticeRows(notice: ProductNotice): NoticeRow[] {
  return NOTICE_GROUPS[notice.group].items.flatMap((item) => {
    const value = notice.items[item.key]?.trim();
    return value ? [{ key: item.key, label: item.label, value }] : [];
  });
}
