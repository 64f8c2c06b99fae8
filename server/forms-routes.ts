import { randomUUID } from "node:crypto";
import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { rateLimit } from "express-rate-limit";
import { env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { isWorkspacePath } from "~/features/admin/paths";
import { maxPictureFormBytes } from "~/features/media/picture-acceptance";
import { mailRecipients } from "~/features/forms/mail-config.server";
import { EMAIL_FORM_TYPES } from "~/features/forms/schemas/form-types";
import { fieldErrorTexts } from "~/features/forms/schemas/validate";
import { type SubmissionOutcome, isRecord, submitForm } from "~/features/forms/submit.server";
import { formTexts } from "~/features/forms/texts";
import { DatabaseRateLimitStore } from "~/features/rate-limit/express-store.server";
import { type Locale, defaultLocale, isLocale } from "~/i18n/locales";
import { logger } from "~/lib/logger.server";
import { answerWithAllow } from "./answer-with-allow";

/**
 * The form endpoints (`POST /api/send-form-email`,
 * `POST /api/submit-membership`) and the guard of the page forms' posts:
 * one rate limit per client for both (shared by all instances on the database), bounded bodies, JSON errors with the
 * error messages in the request's language.
 */

export interface FormRoutesOptions {
  database?: () => Promise<Database>;
  /** Form posts per client and minute (FORM_RATE_LIMIT_PER_MINUTE). */
  ratePerMinute?: number;
}

/** JSON bodies of the endpoints; the biggest valid form is well below 16 KB. */
const JSON_BODY_LIMIT = "32kb";
/** Page form posts (urlencoded) are refused above this size before React Router reads them. */
const PAGE_BODY_LIMIT_BYTES = 64 * 1024;
const API_PATHS = ["/api/send-form-email", "/api/submit-membership"];

const localeOf = (res: express.Response): Locale => (isLocale(res.locals.locale) ? res.locals.locale : defaultLocale);

export function formRoutes(options: FormRoutesOptions = {}): Router {
  const database = options.database ?? db;
  const router = Router();

  const limiter = rateLimit({
    windowMs: 60_000,
    limit: options.ratePerMinute ?? env().FORM_RATE_LIMIT_PER_MINUTE,
    // Counted in the database: the limit holds in total across instances (decision 0012).
    store: new DatabaseRateLimitStore(database, "form:"),
    // Without its database the post goes on: the form, which needs the database too, answers 503.
    passOnStoreError: true,
    logger,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, res) => {
      const message = formTexts[localeOf(res)].api.rateLimited;
      if (API_PATHS.includes(req.path)) res.status(429).json({ error: message });
      else res.status(429).type("text/plain; charset=utf-8").send(message);
    },
  });

  // Every POST is a form post (endpoints and page actions; other methods never reach a form, see
  // page-methods.ts): rate-limited, and page posts must declare a bounded length (browsers always send Content-Length).
  // The editors' workspace is no visitor's form: its posts are guarded by sign-in (server/workspace.ts), not
  // limited per minute, and may carry a picture (app/features/media reads it within that size).
  router.use((req, res, next) => {
    if (req.method !== "POST") return next();
    const workspace = isWorkspacePath(req.path);
    if (!API_PATHS.includes(req.path)) {
      const length = Number(req.headers["content-length"]);
      if (!Number.isFinite(length) && req.headers["transfer-encoding"]) return void res.status(411).end();
      if (length > (workspace ? maxPictureFormBytes : PAGE_BODY_LIMIT_BYTES)) return void res.status(413).end();
    }
    if (workspace) return next();
    limiter(req, res, next);
  });

  const answer = (res: express.Response, locale: Locale, outcome: SubmissionOutcome) => {
    if (outcome.status === "accepted") return res.json({ ok: true, id: outcome.id });
    // A bot that filled the honeypot gets what a person gets; nothing was stored.
    if (outcome.status === "blocked") return res.json({ ok: true, id: randomUUID() });
    res.status(400).json({ error: formTexts[locale].api.invalidSubmission, fieldErrors: fieldErrorTexts(locale, outcome.fieldErrors) });
  };

  /** `formType` undefined: the body names a form this endpoint does not take. */
  const endpoint =
    (toSubmission: (body: Record<string, unknown>) => { formType: string | undefined; data: unknown }): RequestHandler =>
    async (req, res, next) => {
      const body: unknown = req.body;
      const locale = isRecord(body) && isLocale(body.locale) ? body.locale : localeOf(res);
      const texts = formTexts[locale];
      if (!isRecord(body)) return void res.status(400).json({ error: texts.api.malformedBody, fieldErrors: {} });
      const { formType, data } = toSubmission(body);
      if (!formType) {
        return void res.status(400).json({ error: texts.api.invalidSubmission, fieldErrors: { formType: [texts.errors.unknownFormType] } });
      }
      try {
        answer(res, locale, await submitForm(await database(), { formType, locale, data }, { recipients: mailRecipients() }));
      } catch (error) {
        next(error);
      }
    };

  // Any content type is read as JSON: a form posted as text/plain still gets a precise 400.
  const json = express.json({ limit: JSON_BODY_LIMIT, type: () => true });
  const emailFormType = (value: unknown) => EMAIL_FORM_TYPES.find((formType) => formType === value);

  const otherMethods: RequestHandler = (req, res) => answerWithAllow(res, req.method, ["POST", "OPTIONS"]);

  router
    .route("/api/send-form-email")
    .post(
      json,
      endpoint((body) => ({ formType: emailFormType(body.formType), data: body.data })),
    )
    .all(otherMethods);
  router
    .route("/api/submit-membership")
    .post(
      json,
      endpoint(({ locale: _locale, ...fields }) => ({ formType: "membership", data: fields })),
    )
    .all(otherMethods);

  const onError: ErrorRequestHandler = (error: { status?: number; type?: string }, req, res, next) => {
    if (!API_PATHS.includes(req.path) || res.headersSent) return next(error);
    const texts = formTexts[localeOf(res)].api;
    if (error.status === 413) return void res.status(413).json({ error: texts.malformedBody, fieldErrors: {} });
    if (error.status && error.status >= 400 && error.status < 500)
      return void res.status(400).json({ error: texts.malformedBody, fieldErrors: {} });
    req.log?.error({ err: error }, "form endpoint failed");
    res.status(503).json({ error: texts.unavailable });
  };
  router.use(onError);
  return router;
}
