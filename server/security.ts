import type { RequestHandler } from "express";
import helmet from "helmet";
import { newNonce } from "~/framework/spliced-text";
import { STRICT_TRANSPORT_SECURITY } from "~/lib/strict-transport-security";

/**
 * Security headers. CSP allows scripts only from our origin and with the
 * per-request nonce (no 'unsafe-inline'); styles may be inline because the
 * toasts (sonner) set style attributes at run time.
 */
export function securityHeaders({ enforceCsp }: { enforceCsp: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = newNonce();
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: enforceCsp
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["https://www.youtube-nocookie.com"],
            mediaSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
    // HSTS only makes sense (and is only sent) on HTTPS requests, see below.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const hsts: RequestHandler = (req, res, next) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    next();
  };
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    next();
  };
  return [nonce, headers, hsts, permissions];
}

/**
 * Express's "trust proxy" setting from TRUST_PROXY: "true" trusts every hop,
 * a number the given count of hops, anything else is a list of addresses or
 * names such as "loopback" (https://expressjs.com/en/guide/behind-proxies.html).
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || trimmed === "false") return false;
  if (trimmed === "true") return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}
