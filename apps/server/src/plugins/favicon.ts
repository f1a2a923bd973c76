import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Browsers ask for /favicon.ico on any page that names no icon (the PortOne and postcode
 * sandbox windows, error pages), and a 404 there is a console error (issue 26). The shop's
 * icon is an SVG; every browser we support takes it under the .ico name when the type says so.
 */
export const FAVICON_PATH = '/favicon.ico';

/** The <link> every HTML page of the server carries. */
export const FAVICON_LINK = `<link rel="icon" type="image/svg+xml" href="${FAVICON_PATH}">`;

/** Kept in step with apps/web/public/favicon.svg, for runs without the built web app. */
const BUILT_IN_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1A1A1A"/><path d="M8 23V10l8 7 8-7v13" fill="none" stroke="#F7F4EF" stroke-width="2.4" stroke-linejoin="round"/></svg>';

/** The web app's own icon when it is built, else the same drawing kept here. */
export function faviconSvg(webDist: string | undefined): string {
  const built = webDist ? path.join(webDist, 'favicon.svg') : undefined;
  return built && existsSync(built) ? readFileSync(built, 'utf8') : BUILT_IN_ICON;
}
