// Paged lists: the answer envelope and the page/size query fields every paged call shares.
export * from './contract';
