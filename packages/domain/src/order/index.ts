export * from './contract';
export * from './labels';
export { priceOrder } from './amounts';
export type { OrderPricing, PricingInput, PricingLine } from './amounts';
export { ISLAND_FEE, JEJU_FEE, remoteAreaOf } from './remoteArea';
export type { RemoteArea, RemoteAreaKind } from './remoteArea';
export { portoneVbankDue, vbankDeadline } from './vbank';
export { PAY_AGAIN_WINDOW_MS, unpaidActions, type UnpaidActions, type UnpaidOrderFacts } from './pay-again';
