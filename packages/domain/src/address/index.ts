export { POSTCODE_SEARCH_EXAMPLES } from './postcode-examples';
