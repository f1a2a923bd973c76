import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  const extra = options.extraSources ?? {};
  await app.register(helmet, {
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
});
