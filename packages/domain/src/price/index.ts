export { toWon } from './money';
export { computeOptionPrice, saleYn, sellingPrice } from './optionPrice';
export type { ComputedOptionPrice, ProductPriceInfo, YnFlag } from './optionPrice';
