// Libraries that only some requests need, loaded the first time one asks rather than when
// the server starts: sharp, pdfkit and the S3 client alone took ~0.6 s of every start, more
// than a fifth of the 3 s a later `npm start` may take (issue 23). Each loads once; every
// caller after the first gets the same module.

function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** Images: uploads, the showroom map and the seed's pictures. */
export const loadSharp = onFirstUse(async () => (await import('sharp')).default);

/** The product documents (사양서, 시공 안내서, 브랜드 카탈로그). */
export const loadPdfKit = onFirstUse(async () => (await import('pdfkit')).default);

/** Media in an S3-compatible bucket (only when S3_BUCKET is set). */
export const loadS3 = onFirstUse(() => import('@aws-sdk/client-s3'));

/** What a server start must not import: checked against the built server by server-bundle.test.ts. */
export const LOADED_ON_FIRST_USE = ['sharp', 'pdfkit', '@aws-sdk/client-s3'] as const;
