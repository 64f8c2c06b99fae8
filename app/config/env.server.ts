import path from "node:path";
import * as z from "zod";
import { addressAllowList } from "~/lib/address-allow-list";

/** Runtime configuration from the environment; all optional. */
const envSchema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Unset: this machine on PORT (siteOrigins). */
  SITE_ORIGIN_DE: z.string().url().optional(),
  SITE_ORIGIN_ES: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DOGS_SOURCE_URL: z.string().url().optional(),
  DOGS_SOURCE_TOKEN: z.string().optional(),
  DOG_IMAGES_BASE_URL: z.string().url().optional(),
  DOGS_REFRESH_SECONDS: z.coerce.number().positive().default(300),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_TO_DE: z.string().optional(),
  MAIL_TO_ES: z.string().optional(),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z.string().optional(),
  /** Comma-separated addresses that may sign in to the workspace (/admin) while listed (removed at the next start once unlisted). */
  EDITOR_EMAILS: z.string().optional(),
  /** Sign-in requests (asking for a sign-in link) accepted per client address and hour. */
  SIGN_IN_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Done and archived requests older than this many days are deleted by the daily clean-up. */
  SUBMISSION_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
  /** Days the insights' daily sums are kept (the salts and raw marks of a day are deleted the next day). */
  INSIGHTS_RETENTION_DAYS: z.coerce.number().int().positive().default(730),
  /** How often each instance adds its counted page views to the database (tests: 1). */
  INSIGHTS_FLUSH_SECONDS: z.coerce.number().positive().default(60),
  LOG_LEVEL: z.string().default("info"),
  /** Memory for rendered public pages, in megabytes (0 turns the page cache off). */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(32),
  /** Comma-separated addresses and CIDR ranges that may read GET /metrics (checked at start: a typo stops the server). */
  METRICS_ALLOW: z
    .string()
    .default("127.0.0.1,::1")
    .superRefine((value, context) => {
      try {
        addressAllowList(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  /** Where the server writes a daily backup of the database itself (unset: none). */
  BACKUP_DIR: z.string().optional(),
  /** How many daily backups BACKUP_DIR keeps. */
  BACKUP_KEEP: z.coerce.number().int().positive().default(7),
  /** Tests only: a file holding an ISO time that scheduled publishing takes as now (app/platform/clock.ts). */
  CLOCK_FILE: z.string().optional(),
  /** How often each instance looks for scheduled posts and guides whose time has come (tests: 1). */
  PUBLISH_CHECK_SECONDS: z.coerce.number().positive().default(20),
  /** Seals every backup written (daily and `npm run backup`); restores read sealed and plain ones (checked at start). */
  BACKUP_KEY: z.string().min(16, "BACKUP_KEY: at least 16 characters (e.g. `openssl rand -base64 32`)").optional(),
});

export type Env = z.infer<typeof envSchema>;

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]));
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(emptyToUndefined(process.env));
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export function dataDir(): string {
  return path.resolve(env().DATA_DIR);
}

/** The two sites' public origins; unset, both are this machine on the server's port (a local run on another PORT links to itself). */
export function siteOrigins() {
  const { SITE_ORIGIN_DE, SITE_ORIGIN_ES, PORT } = env();
  const de = SITE_ORIGIN_DE ?? `http://localhost:${PORT}`;
  const es = SITE_ORIGIN_ES ?? `http://es.localhost:${PORT}`;
  return { de: de.replace(/\/+$/, ""), es: es.replace(/\/+$/, "") };
}

export const isProduction = () => env().NODE_ENV === "production";
