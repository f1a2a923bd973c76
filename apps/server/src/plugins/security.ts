import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postcodeMode } from '../core/postcode-mode';

/** Hosts added to the policy's own-origin lists for a third-party service the web app uses. */
export interface CspSources {
  scriptSrc?: readonly string[];
  connectSrc?: readonly string[];
  frameSrc?: readonly string[];
  formAction?: readonly string[];
  /** Where uploaded photos are read from when they live in a bucket (S3_PUBLIC_URL's origin). */
  imgSrc?: readonly string[];
}

/**
 * PortOne v1 (아임포트) identity verification, allowed only while PortOne keys are set (the
 * sandbox lives on our own origin). The identity agency's pages (다날, KG이니시스 and so on)
 * are not listed: they open inside PortOne's own popup, redirected tab or frame, which our
 * policy does not govern.
 */
export const PORTONE_CSP_SOURCES: CspSources = {
  // The SDK itself, added as a script element when a shopper starts verification.
  scriptSrc: ['https://cdn.iamport.kr'],
  // The SDK's calls to PortOne's service hosts (service.iamport.kr and its sibling API
  // hosts, which differ between SDK builds).
  connectSrc: ['https://*.iamport.kr'],
  // The certification page when the SDK shows it as a layer inside our page.
  frameSrc: ['https://service.iamport.kr'],
  // The SDK posts the certification request to PortOne as a form into its popup or, on
  // mobile, into this tab.
  formAction: ['https://service.iamport.kr'],
};

/**
 * KakaoTalk sharing through Kakao's JavaScript SDK, allowed only while KAKAO_JS_KEY is set
 * (without it the share buttons never load the SDK). The SDK comes from Kakao's CDN; it
 * checks the key and template against Kakao's API hosts, and on a computer opens the
 * sharer's picker as a popup (its own page, outside our policy) or, in older SDK paths,
 * posts to it from a frame.
 */
export const KAKAO_SHARE_CSP_SOURCES: CspSources = {
  scriptSrc: ['https://t1.kakaocdn.net'],
  connectSrc: ['https://kapi.kakao.com', 'https://sharer.kakao.com'],
  frameSrc: ['https://sharer.kakao.com'],
  formAction: ['https://sharer.kakao.com'],
};

/**
 * Kakao Maps on the showroom pages (same key): the SDK loads itself and its tiles from
 * Kakao's and Daum's hosts once a visitor asks for the live map.
 */
export const KAKAO_MAPS_CSP_SOURCES: CspSources = {
  scriptSrc: ['https://dapi.kakao.com', 'https://t1.daumcdn.net'],
  imgSrc: ['https://*.daumcdn.net', 'https://*.kakao.com'],
  connectSrc: ['https://dapi.kakao.com'],
};

/**
 * Daum/Kakao's postcode widget (web: features/address/daum-postcode.ts), allowed whenever
 * MARU_POSTCODE is 'auto' (core/postcode-mode.ts); with 'sandbox' the browser never loads
 * it. The hosts are the ones Daum's maintainers name for the service
 * (github.com/daumPostcode/QnA issues 1129, 1498, 1499): the loader comes from
 * t1.daumcdn.net and adds the service's core script from Daum's CDN, which moved to
 * t1.kakaocdn.net in 2026 (both hosts serve the service's files); the search is a frame from
 * postcode.map.daum.net, which redirects to postcode.map.kakao.com since March 2026 (a frame's
 * redirect is checked against frame-src too). The widget follows the page's scheme (http
 * frames on a plain-http development server), so the hosts carry no scheme: on an https page
 * they match https only. Only embed() is used: its frame is a document of Daum's own, whose
 * styles, images, log calls and searches its own policy governs, not ours (open()'s popup
 * would be an about:blank window inheriting this policy and need more).
 */
export const DAUM_POSTCODE_CSP_SOURCES: CspSources = {
  scriptSrc: ['t1.daumcdn.net', 't1.kakaocdn.net'],
  frameSrc: ['postcode.map.daum.net', 'postcode.map.kakao.com'],
};

/** Two sets of sources as one, each directive's hosts joined. */
export function joinSources(...all: CspSources[]): CspSources {
  const joined: Record<string, string[]> = {};
  for (const sources of all) {
    for (const [directive, hosts] of Object.entries(sources) as [keyof CspSources, readonly string[] | undefined][]) {
      joined[directive] = [...new Set([...(joined[directive] ?? []), ...(hosts ?? [])])];
    }
  }
  return joined;
}

export interface SecurityOptions {
  production: boolean;
  /** Extra hosts for third-party services that are configured; none by default. */
  extraSources?: CspSources;
}

/**
 * Security headers and a Content-Security-Policy the web app passes: scripts only from
 * our origin (the built app has no inline script), styles from our origin plus the
 * style attributes React sets, images from our origin and data/blob URLs, plus the
 * `extraSources` the app passes in for configured third-party services.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  // The Kakao key and the postcode mode are read here rather than passed in, so the policy cannot forget them.
  const kakao = app.hasDecorator('config') && app.config.kakao !== undefined;
  const postcode = app.hasDecorator('config') && postcodeMode(app.config.env) === 'auto';
  const extra = joinSources(
    options.extraSources ?? {},
    ...(kakao ? [KAKAO_SHARE_CSP_SOURCES, KAKAO_MAPS_CSP_SOURCES] : []),
    ...(postcode ? [DAUM_POSTCODE_CSP_SOURCES] : []),
  );
  // Built once: @fastify/helmet built a new helmet (parsing every directive again) on each
  // request, about 8 % of the CPU of a small API answer.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(extra.imgSrc ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(extra.connectSrc ?? [])],
        frameSrc: ["'self'", ...(extra.frameSrc ?? [])],
        formAction: ["'self'", ...(extra.formAction ?? [])],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // Same-origin popups for the identity-verification window must keep window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    hsts: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
});
