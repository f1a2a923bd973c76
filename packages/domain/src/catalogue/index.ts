// The catalogue: the product list's address (query, edits), category and filter rules, and the
// catalogue calls' answers. Each file's exports are its public surface, as in the other areas.
export * from './productListQuery';
export * from './productListEdits';
export * from './categoryCollapse';
export * from './filterMatch';
export * from './answers';
