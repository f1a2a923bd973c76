export * from './calendarDate';
export * from './date';
export * from './email';
export * from './inputFilter';
export * from './phone';
export * from './queryString';
export * from './sqlInjection';
export * from './storableText';
