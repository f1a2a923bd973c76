export interface CodeGroupTable {
  group_code: string;
  name: string;
  sort_order: number;
}

export interface CodeTable {
  group_code: string;
  code: string;
  name: string;
  sort_order: number;
  /** The spec names tags 06, 22 and 23 without meaning; kept so they can be attached. */
  tag: string | null;
}

export interface CodeTables {
  code_group: CodeGroupTable;
  code: CodeTable;
}
