// Exhibitions (기획전): editorial pages of blocks with a period (issue #15).
export * from './status';
export * from './contract';
