// After the sale: order line states, cancel/return rules and refunds (issue #13).
export * from './line-status';
export * from './claim-rules';
export * from './confirmation';
export * from './refund';
export * from './periods';
export * from './carriers';
export * from './contract';
export * from './display-status';
export * from './tracking-sheet';
