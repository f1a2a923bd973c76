export * from './closedRecords';
export * from './closePeriod';
export * from './conditionMatch';
export * from './types';
export * from './visibleBanner';
export * from './contract';
export * from './targeting';
export * from './console';
