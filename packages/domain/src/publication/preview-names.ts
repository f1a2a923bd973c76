// Where a console preview's token travels (preview-token.ts says what a preview is): kept in a
// file of their own, so a shop page's start-up, which sends the header, carries none of the
// token's decoding (only the top banner, loaded later, reads who a preview is for).
export const PREVIEW_HEADER = 'x-maru-preview';
export const PREVIEW_QUERY = 'maruPreview';
