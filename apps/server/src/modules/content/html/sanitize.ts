// The allow-list sanitiser lives in core (core/text/html-sanitize.ts), so the catalogue, which the
// content module reads products from, uses it without importing this module.
export * from '../../../core/text/html-sanitize';
