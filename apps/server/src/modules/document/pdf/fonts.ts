import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Noto Sans KR from npm (@openfonts/noto-sans-kr_korean): the Google Fonts "korean" slice,
// the 2,350 syllables of KS X 1001 plus ASCII, 250 KB as WOFF. That covers every syllable the
// catalogue uses (document.test.ts checks the seed's vocabulary against it); pdfkit embeds
// only the glyphs a document uses, so a PDF carries a few dozen KB of font. No system font
// and no network are involved.
const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) => require.resolve(`@openfonts/noto-sans-kr_korean/files/noto-sans-kr-korean-${weight}.woff`);

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The two weights, read once per process. */
export function documentFonts(): { regular: Buffer; bold: Buffer } {
  loaded ??= { regular: readFileSync(fontFile(400)), bold: readFileSync(fontFile(700)) };
  return loaded;
}
