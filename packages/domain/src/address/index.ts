export { POSTCODE_SEARCH_EXAMPLES } from './postcode-examples';
export type { PostcodeAddress } from './postcode-address';
