import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database';
import type { ProductSort } from '../types';

// The WHERE and ORDER BY of a product search, shared by the list, the count and the facets.

export type { ProductSort };

/** A keyword as the index sees it: its bigrams, or for one-character words the normalised text. */
export type KeywordMatch = { kind: 'terms'; terms: string[] } | { kind: 'text'; text: string };

export interface ProductCriteria {
  /** Any of these categories (a parent stands for its children: products carry both). */
  categorys: number[];
  /** One list per filter group: OR within a list, AND across lists. */
  filterGroups: number[][];
  keyword: KeywordMatch | null;
}

type ProductBuilder = ExpressionBuilder<Database & { p: Database['product'] }, 'p'>;

/** LIKE treats % and _ as wildcards; a shopper typing them means the characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Every bigram of the keyword must be among the product's terms. Written as one `&&`
 * (overlap) test per bigram rather than one `@>`: for overlap the GIN index answers
 * exactly, so PostgreSQL never re-reads the (large, compressed) term arrays to recheck;
 * for a broad word like 타일, held by most products, that is ten times faster.
 */
export function keywordCondition(match: KeywordMatch, column: 'search' | 'name'): Expression<SqlBool> {
  if (match.kind === 'terms') {
    const terms = column === 'search' ? sql.ref('p.search_terms') : sql.ref('p.name_terms');
    return sql<SqlBool>`(${sql.join(match.terms.map((term) => sql`${terms} && array[${term}]::text[]`), sql` and `)})`;
  }
  const text = column === 'search' ? sql.ref('p.search_text') : sql.ref('p.name_text');
  return sql<SqlBool>`${text} like ${likePattern(match.text)}`;
}

export function criteriaCondition(eb: ProductBuilder, criteria: ProductCriteria): Expression<SqlBool> {
  // Hidden products and those outside their display period are no shopper's to find.
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`p.listed`];
  if (criteria.categorys.length) conditions.push(sql<SqlBool>`p.category_nos && ${criteria.categorys}::int[]`);
  for (const group of criteria.filterGroups) conditions.push(sql<SqlBool>`p.filter_item_nos && ${group}::int[]`);
  if (criteria.keyword) conditions.push(keywordCondition(criteria.keyword, 'search'));
  return eb.and(conditions);
}

/** Column, direction and the product number as tie-breaker, so pages never overlap. */
export const sortOrders: Record<ProductSort, { column: 'created_at' | 'popularity' | 'selling_price' | 'review_cnt'; direction: 'asc' | 'desc' }> = {
  NE: { column: 'created_at', direction: 'desc' },
  PO: { column: 'popularity', direction: 'desc' },
  LP: { column: 'selling_price', direction: 'asc' },
  HP: { column: 'selling_price', direction: 'desc' },
  RV: { column: 'review_cnt', direction: 'desc' },
};
