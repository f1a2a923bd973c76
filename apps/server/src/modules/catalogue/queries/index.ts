// Every SQL statement of the catalogue module, grouped by concern.
export * from './seed';
