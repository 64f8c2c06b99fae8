import { randomUUID } from "node:crypto";
import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { rateLimit } from "express-rate-limit";
import { env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { isWorkspacePath } from "~/platform/workspace-path";
import { nestsDeeperThan } from "~/lib/json-depth";
import { maxPictureFormBytes } from "~/features/media/picture-acceptance";
import { mailRecipients } from "~/platform/mail/mail-config.server";
import { EMAIL_FORM_TYPES } from "~/features/forms/schemas/form-types";
import { fieldErrorTexts } from "~/features/forms/schemas/validate";
import { type SubmissionOutcome, isRecord, submitForm } from "~/features/forms/submit.server";
import { formTexts } from "~/features/forms/texts";
import { DatabaseRateLimitStore } from "~/features/rate-limit/express-store.server";
import { type Locale, defaultLocale, isLocale } from "~/i18n/locales";
import { routeTable } from "~/i18n/route-table";
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
/**
 * A form's body nests 2 deep (the body, its data; a list in the data 3). Deeper bodies are refused unread, before the
 * text cleaning and validation walk them recursively: thousands of levels ran out of stack there (a 503, issue 33).
 */
const MAX_JSON_DEPTH = 5;

/**
 * The alert mails' unsubscribe pages: RFC 8058's one-click POST comes from the mail provider, many people's from
 * few addresses, and must not be refused by the per-client limit (the link's secret is what it needs).
 */
const unsubscribePaths: ReadonlySet<string> = new Set(Object.values(routeTable.alertUnsubscribe));

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
  // A signed-in editor's workspace post is no visitor's form: guarded by the session (server/workspace.ts), not
  // limited per minute, and it may carry pictures (app/features/media reads them within that size). Without a
  // valid session (the sign-in form and link, a stranger) a workspace post is a visitor's: as small, as limited.
  router.use((req, res, next) => {
    if (req.method !== "POST") return next();
    const editor = isWorkspacePath(req.path) && res.locals.editor !== undefined;
    if (!API_PATHS.includes(req.path)) {
      const length = Number(req.headers["content-length"]);
      if (!Number.isFinite(length) && req.headers["transfer-encoding"]) return void res.status(411).end();
      if (length > (editor ? maxPictureFormBytes : PAGE_BODY_LIMIT_BYTES)) return void res.status(413).end();
    }
    if (editor || unsubscribePaths.has(req.path.toLowerCase())) return next();
    limiter(req, res, next);
  });

  const answer = (res: express.Response, locale: Locale, outcome: SubmissionOutcome) => {
    // What the spam rules caught is answered as a success too: stored in the spam folder, not mailed.
    if (outcome.status === "accepted" || outcome.status === "spam") return res.json({ ok: true, id: outcome.id });
    // A bot that filled the honeypot gets what a person gets; nothing was stored.
    if (outcome.status === "blocked") return res.json({ ok: true, id: randomUUID() });
    res.status(400).json({ error: formTexts[locale].api.invalidSubmission, fieldErrors: fieldErrorTexts(locale, outcome.fieldErrors) });
  };

  /** `formType` undefined: the body names a form this endpoint does not take. */
  const endpoint =
    (toSubmission: (body: Record<string, unknown>) => { formType: string | undefined; data: unknown }): RequestHandler =>
    async (req, res, next) => {
      const body: unknown = req.body;
      // The locale is read before the depth check: a refused body still gets its answer in its own language.
      const locale = isRecord(body) && isLocale(body.locale) ? body.locale : localeOf(res);
      const texts = formTexts[locale];
      if (!isRecord(body) || nestsDeeperThan(body, MAX_JSON_DEPTH))
        return void res.status(400).json({ error: texts.api.malformedBody, fieldErrors: {} });
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
