// Pure rules shared by the web app and the server: no I/O, no framework.
// Each area lives in its own file; this index only re-exports them.
export * from './codes';
export * from './guards';
export * from './paging';
export * from './price';
export * from './options';
export * from './catalogue';
export * from './cart';
export * from './search';
export * from './format';
export * from './identity';
export * from './banner';
export * from './content';
export * from './order';
export * from './rendering';
export * from './aftersale';
export * from './benefit';
export * from './staff';
export * from './inquiry';
export * from './mypage';
export * from './media';
export * from './review';
export * from './document';
export * from './showroom';
export * from './exhibition';
export * from './styling';
export * from './address';
