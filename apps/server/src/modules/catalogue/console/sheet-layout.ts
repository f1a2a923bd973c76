import { NOTICE_COLUMN_PREFIX, NOTICE_GROUPS, SHEET_COLUMNS } from '@maru/domain';

// The spreadsheet's columns in order: the product's and its combination's, then one column
// per 상품정보제공고시 item of any group (a product fills those of its own group).

/** Notice item keys with their column header, in the groups' order, each key once. */
export const NOTICE_COLUMNS: readonly { key: string; header: string }[] = (() => {
  const seen = new Map<string, string>();
  for (const group of Object.values(NOTICE_GROUPS)) for (const item of group.items) if (!seen.has(item.key)) seen.set(item.key, `${NOTICE_COLUMN_PREFIX}${item.label}`);
  return [...seen].map(([key, header]) => ({ key, header }));
})();

export const SHEET_HEADERS: readonly string[] = [...Object.values(SHEET_COLUMNS), ...NOTICE_COLUMNS.map((column) => column.header)];
