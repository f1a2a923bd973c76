export * from './abbreviate';
export * from './number';
export * from './particle';
export * from './kst-date';
