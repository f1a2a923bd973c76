// The operator console's catalogue: the calls' contract, the bulk price rule and the spreadsheet's columns.
export * from './contract';
export * from './bulk-price';
export * from './sheet-columns';
export * from './taxonomy';
export * from './pictures';
export * from './files';
