// Every SQL statement of the catalogue module, grouped by concern.
export * from './seed';
export * from './criteria';
export * from './taxonomy';
export * from './products';
export * from './notice';
export * from './product-search';
export * from './keywords';
export * from './likes';
export * from './stock';
