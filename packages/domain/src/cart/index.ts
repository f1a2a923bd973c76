export { cartLineView, isPayableLine, SAMPLE_DELIVERY } from './cartLine';
export type { CartDelivery, CartLine, CartLineView, DeliveryMethod, DeliveryPayType, SampleLine } from './cartLine';
export { cartTotals, sampleTotals } from './cartTotals';
export type { CartTotals, SampleTotals } from './cartTotals';
export { CART_TYPES, cartLineChangeData, cartLineData, cartLineOptionsData, cartListData } from './contract';
export type { CartLineChangeData, CartLineData, CartLineOptionsData, CartListData, CartType } from './contract';
