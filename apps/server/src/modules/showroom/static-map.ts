import type { NamedCache } from '../../core/cache';
import { loadSharp } from '../../core/operations/heavy-libraries';

// The map shown when no Kakao Maps key is set: a street-map style picture of the office's
// block with a pin, drawn as SVG and rendered once per office and format. It is a picture
// of a place, not a survey: the streets come from the office's slug, so each office looks
// different and the same one always looks the same.

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 360;
export type MapFormat = 'png' | 'webp';

/** A small deterministic generator (mulberry32) seeded from the slug. */
function randomFrom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function staticMapSvg(slug: string, label: string): string {
  const random = randomFrom(slug);
  const cx = MAP_WIDTH / 2;
  const cy = MAP_HEIGHT / 2 + 20;
  const angle = -12 + random() * 24;
  const parts: string[] = [`<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#f3f0e8"/>`];
  // A park and, for some offices, water along one edge.
  parts.push(`<rect x="${40 + random() * 200}" y="${20 + random() * 60}" width="130" height="80" rx="10" fill="#d6e8c8"/>`);
  if (random() > 0.4) parts.push(`<path d="M0 ${MAP_HEIGHT - 50} C 200 ${MAP_HEIGHT - 90}, 420 ${MAP_HEIGHT - 10}, ${MAP_WIDTH} ${MAP_HEIGHT - 60} L ${MAP_WIDTH} ${MAP_HEIGHT} L 0 ${MAP_HEIGHT} Z" fill="#c9dff0"/>`);
  const streets: string[] = [];
  for (let x = -200 + random() * 60; x < MAP_WIDTH + 200; x += 70 + random() * 50) streets.push(`<line x1="${x}" y1="-200" x2="${x}" y2="${MAP_HEIGHT + 200}" stroke="#ffffff" stroke-width="${8 + random() * 6}"/>`);
  for (let y = -200 + random() * 60; y < MAP_HEIGHT + 200; y += 60 + random() * 40) streets.push(`<line x1="-200" y1="${y}" x2="${MAP_WIDTH + 200}" y2="${y}" stroke="#ffffff" stroke-width="${8 + random() * 6}"/>`);
  // One main road past the office.
  streets.push(`<line x1="-200" y1="${cy + 28}" x2="${MAP_WIDTH + 200}" y2="${cy + 28}" stroke="#f7d774" stroke-width="18"/>`);
  parts.push(`<g transform="rotate(${angle.toFixed(1)} ${cx} ${cy})">${streets.join('')}</g>`);
  // The pin and the office's name.
  parts.push(
    `<g transform="translate(${cx} ${cy})"><ellipse cx="0" cy="2" rx="10" ry="4" fill="#00000033"/>`,
    `<path d="M0 0 C -6 -14, -18 -22, -18 -36 A 18 18 0 1 1 18 -36 C 18 -22, 6 -14, 0 0 Z" fill="#d93a2b" stroke="#ffffff" stroke-width="2"/>`,
    `<circle cx="0" cy="-36" r="7" fill="#ffffff"/></g>`,
  );
  const labelWidth = Math.min(MAP_WIDTH - 40, 24 + [...label].length * 17);
  parts.push(
    `<rect x="${cx - labelWidth / 2}" y="${cy - 100}" width="${labelWidth}" height="36" rx="18" fill="#1f1d1a"/>`,
    `<text x="${cx}" y="${cy - 76}" font-family="NanumGothic, NanumSquareRound, sans-serif" font-size="17" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(label)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">${parts.join('')}</svg>`;
}

/** Drawn pictures by office, name and format (rendering takes ~50 ms): a named cache of the server's registry. */
export const STATIC_MAP_CACHE = { name: 'showroom.static-maps', ttlMs: 24 * 60 * 60 * 1000, max: 64, topics: [] } as const;

/** The map of an office; its key holds the office's name, so a renamed office draws a new one. */
export function staticMapImage(maps: NamedCache<Buffer>, slug: string, label: string, format: MapFormat): Promise<Buffer> {
  return maps.get(`${slug}\u0000${label}\u0000${format}`, async () => {
    const sharp = await loadSharp();
    const picture = sharp(Buffer.from(staticMapSvg(slug, label)));
    return (format === 'webp' ? picture.webp({ quality: 80 }) : picture.png({ compressionLevel: 9, palette: true })).toBuffer();
  });
}
