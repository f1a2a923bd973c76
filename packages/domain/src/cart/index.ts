export { cartLineView, isPayableLine } from './cartLine';
export type { CartDelivery, CartLine, CartLineView, DeliveryMethod, DeliveryPayType, SampleLine } from './cartLine';
export { cartTotals, sampleTotals } from './cartTotals';
export type { CartTotals, SampleTotals } from './cartTotals';
