// Every environment variable the API reads, parsed once. The README's configuration table is copied from here.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { AddressLookupConfig } from "./platform/address-lookup.ts";
import type { S3Options } from "./platform/s3-files.ts";

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  /** PORT (default 3000): port the server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** HOST (default 127.0.0.1): interface to bind; 0.0.0.0 inside a container. */
  HOST: z.string().default("127.0.0.1"),
  /** DATA_DIR (default ./data, relative to the working directory): embedded database, secret, outbox. */
  DATA_DIR: z.string().default("./data"),
  /** DATABASE_URL (unset = embedded PGlite in DATA_DIR/db): PostgreSQL 15+ connection string. */
  DATABASE_URL: optionalText,
  /**
   * APP_SECRET (unset = generated once and kept in DATA_DIR/secret): key for CSRF tokens and for the
   * secrets kept encrypted in the database (platform/secret-box.ts); ≥ 32 characters.
   */
  APP_SECRET: optionalText.pipe(z.string().min(32).optional()),
  /** PUBLIC_URL (default http://localhost:PORT): base of links in emails; https turns on Secure cookies. */
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** SMTP_URL (unset = .eml files in DATA_DIR/outbox and the link in the log): e.g. smtps://user:pass@host:465. */
  SMTP_URL: optionalText,
  /** MAIL_FROM (default "Dealer Portal <no-reply@localhost>"): sender of every email. */
  MAIL_FROM: z.string().default("Dealer Portal <no-reply@localhost>"),
  /** SESSION_IDLE_MINUTES (default 120): a session unused this long ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  /** SESSION_ABSOLUTE_HOURS (default 12): a session ends this long after sign-in, used or not. */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** WEB_DIST (default apps/web/dist): the built SPA to serve; skipped when the folder is missing. */
  WEB_DIST: z.string().default(path.resolve(apiRoot, "../web/dist")),
  /** GIT_COMMIT (default "dev"): answered by /health.json when the web build has no health.json. */
  GIT_COMMIT: optionalText,
  /** CHAT_KEY (optional): live-chat key for the help button when a hosted domain has none. */
  CHAT_KEY: optionalText,
  /**
   * TRUST_PROXY (default false): a hop count or the proxy's addresses, needed for client addresses and
   * https behind a proxy. `true` trusts every X-Forwarded-For entry, which clients can forge to dodge
   * per-address limits: only use it when the proxy overwrites that header.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value): boolean | number | string => {
      if (value === "true") return true;
      if (value === "false" || value === "") return false;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  /**
   * AUTH_REQUESTS_PER_ADDRESS (default 30): requests per client address per 15 minutes on each of the
   * sign-in, forgot and reset routes. Raise it where many people share one address (an office behind
   * NAT) or for an automated browser suite; failed-password limits stay as they are.
   */
  AUTH_REQUESTS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  /**
   * SEED_DEMO (default true with the embedded database, false with DATABASE_URL): seed the demo
   * accounts (admin demo / demo1234) into an empty database. A database holding anything is left alone.
   */
  SEED_DEMO: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) =>
      value === undefined || value === "" ? undefined : value === "true" || value === "1",
    ),
  /**
   * SEED_DEMO_EPOCH (default: 09:00 UTC of the day before the seed): the instant the demo's dates are
   * counted back from, so it shows recent activity. `fixed` is the tests' epoch (2026-10-01 09:00 UTC),
   * the same data whenever seeded, as the benchmarks and browser tests want; or an ISO date-time.
   */
  SEED_DEMO_EPOCH: optionalText.pipe(
    z.union([z.literal("fixed"), z.iso.datetime({ offset: true })]).optional(),
  ),
  /** REDIS_URL (unset = the database): Redis for the per-route request counters shared by every process. */
  REDIS_URL: optionalText.pipe(z.url().optional()),
  /** S3_BUCKET (unset = files under DATA_DIR/files): keep uploaded and generated files in this S3 bucket. */
  S3_BUCKET: optionalText,
  /** S3_PREFIX (default none): key prefix inside the bucket, e.g. `portal/`. */
  S3_PREFIX: optionalText,
  /** S3_REGION (default us-east-1): the bucket's region. */
  S3_REGION: optionalText,
  /** S3_ENDPOINT (unset = AWS): an S3-compatible service's URL (MinIO, R2, …); path-style addressing. */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  /** S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (unset = the AWS SDK's usual chain: environment, profile, role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /**
   * PAYMENTS_PROVIDER (default: stripe with STRIPE_SECRET_KEY; else test with the embedded database;
   * else none): who takes card payments. `test` is the portal's own test-mode card form (4242 4242 4242
   * 4242 pays, 4000 0000 0000 0002 is declined) and never moves money; `none` offers no card payments.
   */
  PAYMENTS_PROVIDER: z.enum(["stripe", "test", "none"]).optional(),
  /** STRIPE_SECRET_KEY: the platform's secret key (sk_…); each dealer's Connect account is in its settings. */
  STRIPE_SECRET_KEY: optionalText,
  /** STRIPE_PUBLISHABLE_KEY: the platform's publishable key (pk_…), sent to the checkout page. */
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET: the signing secrets (whsec_…) of the platform's and the Connect webhook endpoints. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  /** STRIPE_API_URL (unset = Stripe's own): another API base, e.g. a local fake in tests. */
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  /**
   * ADDRESS_LOOKUP_PROVIDER (default: google with MAPS_API_KEY, else none): who answers the address
   * autocomplete of Settings → General. `none` keeps the company address as plain fields.
   */
  ADDRESS_LOOKUP_PROVIDER: z.enum(["google", "none"]).optional(),
  /** MAPS_API_KEY: a Google Maps Platform key with the Places API (New); it never leaves the server. */
  MAPS_API_KEY: optionalText,
  /** MAPS_API_URL (unset = https://places.googleapis.com): another Places API base, e.g. a local fake. */
  MAPS_API_URL: optionalText.pipe(z.url().optional()),
  /**
   * CALENDAR_OAUTH_GOOGLE_CLIENT_ID, CALENDAR_OAUTH_GOOGLE_CLIENT_SECRET (unset = Google calendars cannot
   * be connected): an OAuth client of a Google Cloud project (type "Web application") whose redirect URI
   * is PUBLIC_URL/api/account/calendar-connections/oauth-callback. Set both or neither.
   */
  CALENDAR_OAUTH_GOOGLE_CLIENT_ID: optionalText,
  CALENDAR_OAUTH_GOOGLE_CLIENT_SECRET: optionalText,
  /** CALENDAR_OAUTH_GOOGLE_AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL (default Google's own): other endpoints, e.g. a local fake. */
  CALENDAR_OAUTH_GOOGLE_AUTHORIZE_URL: optionalText.pipe(z.url().optional()),
  CALENDAR_OAUTH_GOOGLE_TOKEN_URL: optionalText.pipe(z.url().optional()),
  CALENDAR_OAUTH_GOOGLE_USERINFO_URL: optionalText.pipe(z.url().optional()),
  /** CALENDAR_OAUTH_GOOGLE_SCOPES (default "openid email https://www.googleapis.com/auth/calendar"). */
  CALENDAR_OAUTH_GOOGLE_SCOPES: optionalText,
  /**
   * CALENDAR_OAUTH_MICROSOFT_CLIENT_ID, CALENDAR_OAUTH_MICROSOFT_CLIENT_SECRET (unset = Microsoft 365 and
   * Outlook calendars cannot be connected): a Microsoft Entra app registration (Web platform) with the
   * same redirect URI. Set both or neither.
   */
  CALENDAR_OAUTH_MICROSOFT_CLIENT_ID: optionalText,
  CALENDAR_OAUTH_MICROSOFT_CLIENT_SECRET: optionalText,
  /** CALENDAR_OAUTH_MICROSOFT_AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL (default Microsoft's common endpoints). */
  CALENDAR_OAUTH_MICROSOFT_AUTHORIZE_URL: optionalText.pipe(z.url().optional()),
  CALENDAR_OAUTH_MICROSOFT_TOKEN_URL: optionalText.pipe(z.url().optional()),
  CALENDAR_OAUTH_MICROSOFT_USERINFO_URL: optionalText.pipe(z.url().optional()),
  /** CALENDAR_OAUTH_MICROSOFT_SCOPES (default "openid email offline_access https://graph.microsoft.com/Calendars.ReadWrite"). */
  CALENDAR_OAUTH_MICROSOFT_SCOPES: optionalText,
  /** LOG_LEVEL (default info): fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Limits the tests lower; production keeps the defaults. */
export type Limits = {
  /**
   * Failed sign-ins for one username from one client address in the window before 429: a stranger
   * guessing locks out only their own address, never the real user elsewhere.
   */
  signInFailuresPerUsernameAndAddress: number;
  /** Failed sign-ins per username from anywhere in the window: the ceiling that stops a distributed guess. */
  signInFailuresPerUsername: number;
  /** Failed sign-ins per client address in the window before 429. */
  signInFailuresPerAddress: number;
  signInWindowMinutes: number;
  /** Forgot-password requests per email address in the window. */
  forgotPerEmail: number;
  /** Failed reset-password attempts per client address in the window. */
  resetFailuresPerAddress: number;
  /** Requests per client address per window on each sign-in, forgot and reset route. */
  authRequestsPerAddress: number;
  authWindowMinutes: number;
};

export const defaultLimits: Limits = {
  signInFailuresPerUsernameAndAddress: 5,
  signInFailuresPerUsername: 100,
  signInFailuresPerAddress: 20,
  signInWindowMinutes: 15,
  forgotPerEmail: 3,
  resetFailuresPerAddress: 10,
  authRequestsPerAddress: 30,
  authWindowMinutes: 15,
};

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  /** Every webhook endpoint's signing secret (the platform's and the Connect one). */
  webhookSecrets: string[];
  /** Another API base than Stripe's (a local fake in tests). */
  apiUrl: string | undefined;
};

export type PaymentsConfig =
  | { provider: "none" }
  | { provider: "test" }
  | ({ provider: "stripe" } & StripeConfig);

/** An OAuth 2.0 client at a calendar provider (authorisation code with PKCE). */
export type OAuthClientConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Answers the signed-in account's email for the access token (OpenID Connect userinfo). */
  userinfoUrl: string;
  /** Space-separated, as the authorize URL sends them. */
  scopes: string;
};

/** The calendar providers an account can link through a redirect; null = not configured. */
export type CalendarOAuthConfig = { GOOGLE: OAuthClientConfig | null; MICROSOFT: OAuthClientConfig | null };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  webDist: string;
  gitCommit: string;
  chatKey: string | undefined;
  /** Seed the demo into an empty database at start (SEED_DEMO). */
  seedDemo: boolean;
  /** What the demo's dates count back from (SEED_DEMO_EPOCH): the seed day, the fixed epoch, or this instant. */
  seedDemoEpoch: "seed-day" | "fixed" | Date;
  /** Who takes card payments (PAYMENTS_PROVIDER). */
  payments: PaymentsConfig;
  trustProxy: boolean | number | string;
  /** Redis for the request counters (REDIS_URL); unset = the database. */
  redisUrl: string | undefined;
  /** Where files live: an S3 bucket (S3_*), or null for DATA_DIR/files. */
  s3: S3Options | null;
  /** The maps provider behind the address autocomplete (ADDRESS_LOOKUP_PROVIDER), or null: plain fields. */
  addressLookup: AddressLookupConfig | null;
  /** Calendar providers linked through OAuth (CALENDAR_OAUTH_*). */
  calendarOAuth: CalendarOAuthConfig;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  limits: Limits;
};

/** Reads the environment; creates DATA_DIR and the persisted secret when needed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "");
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    appSecret: parsed.APP_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith("https://"),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    sessionIdleMs: parsed.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: parsed.SESSION_ABSOLUTE_HOURS * 3_600_000,
    webDist: path.resolve(parsed.WEB_DIST),
    gitCommit: parsed.GIT_COMMIT ?? "dev",
    chatKey: parsed.CHAT_KEY,
    // A production PostgreSQL must never get the well-known demo sign-in unless someone asks for it.
    seedDemo: parsed.SEED_DEMO ?? parsed.DATABASE_URL === undefined,
    seedDemoEpoch:
      parsed.SEED_DEMO_EPOCH === undefined
        ? "seed-day"
        : parsed.SEED_DEMO_EPOCH === "fixed"
          ? "fixed"
          : new Date(parsed.SEED_DEMO_EPOCH),
    payments: paymentsConfig(parsed),
    trustProxy: parsed.TRUST_PROXY,
    redisUrl: parsed.REDIS_URL,
    s3: s3Options(parsed),
    addressLookup: addressLookupConfig(parsed),
    calendarOAuth: calendarOAuthConfig(parsed),
    logLevel: parsed.LOG_LEVEL,
    limits: { ...defaultLimits, authRequestsPerAddress: parsed.AUTH_REQUESTS_PER_ADDRESS },
  };
}

function paymentsConfig(parsed: z.infer<typeof envSchema>): PaymentsConfig {
  // A production database never takes pretend card payments unless someone asks for them.
  const provider =
    parsed.PAYMENTS_PROVIDER ??
    (parsed.STRIPE_SECRET_KEY ? "stripe" : parsed.DATABASE_URL === undefined ? "test" : "none");
  if (provider !== "stripe") return { provider };
  if (!parsed.STRIPE_SECRET_KEY || !parsed.STRIPE_PUBLISHABLE_KEY) {
    throw new Error("PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY");
  }
  return {
    provider,
    secretKey: parsed.STRIPE_SECRET_KEY,
    publishableKey: parsed.STRIPE_PUBLISHABLE_KEY,
    webhookSecrets: [parsed.STRIPE_WEBHOOK_SECRET, parsed.STRIPE_CONNECT_WEBHOOK_SECRET].filter(
      (secret): secret is string => secret !== undefined,
    ),
    apiUrl: parsed.STRIPE_API_URL,
  };
}

function addressLookupConfig(parsed: z.infer<typeof envSchema>): AddressLookupConfig | null {
  const provider = parsed.ADDRESS_LOOKUP_PROVIDER ?? (parsed.MAPS_API_KEY ? "google" : "none");
  if (provider === "none") return null;
  if (!parsed.MAPS_API_KEY) throw new Error("ADDRESS_LOOKUP_PROVIDER=google needs MAPS_API_KEY");
  return {
    provider,
    apiKey: parsed.MAPS_API_KEY,
    apiUrl: (parsed.MAPS_API_URL ?? "https://places.googleapis.com").replace(/\/+$/, ""),
  };
}

function s3Options(parsed: z.infer<typeof envSchema>): S3Options | null {
  if (!parsed.S3_BUCKET) return null;
  const options: S3Options = { bucket: parsed.S3_BUCKET };
  if (parsed.S3_PREFIX) options.prefix = parsed.S3_PREFIX;
  if (parsed.S3_REGION) options.region = parsed.S3_REGION;
  if (parsed.S3_ENDPOINT) options.endpoint = parsed.S3_ENDPOINT;
  if (parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY) {
    options.credentials = {
      accessKeyId: parsed.S3_ACCESS_KEY_ID,
      secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
    };
  }
  return options;
}

const calendarOAuthDefaults: Record<
  keyof CalendarOAuthConfig,
  Omit<OAuthClientConfig, "clientId" | "clientSecret">
> = {
  GOOGLE: {
    authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    userinfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: "openid email https://www.googleapis.com/auth/calendar",
  },
  MICROSOFT: {
    authorizeUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    tokenUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    userinfoUrl: "https://graph.microsoft.com/oidc/userinfo",
    scopes: "openid email offline_access https://graph.microsoft.com/Calendars.ReadWrite",
  },
};

function calendarOAuthConfig(parsed: z.infer<typeof envSchema>): CalendarOAuthConfig {
  const client = (provider: keyof CalendarOAuthConfig): OAuthClientConfig | null => {
    const env = (name: string) =>
      parsed[`CALENDAR_OAUTH_${provider}_${name}` as keyof typeof parsed] as string | undefined;
    const clientId = env("CLIENT_ID");
    const clientSecret = env("CLIENT_SECRET");
    if (!clientId && !clientSecret) return null;
    if (!clientId || !clientSecret) {
      throw new Error(
        `CALENDAR_OAUTH_${provider}_CLIENT_ID and CALENDAR_OAUTH_${provider}_CLIENT_SECRET go together: set both or neither`,
      );
    }
    const defaults = calendarOAuthDefaults[provider];
    return {
      clientId,
      clientSecret,
      authorizeUrl: env("AUTHORIZE_URL") ?? defaults.authorizeUrl,
      tokenUrl: env("TOKEN_URL") ?? defaults.tokenUrl,
      userinfoUrl: env("USERINFO_URL") ?? defaults.userinfoUrl,
      scopes: env("SCOPES") ?? defaults.scopes,
    };
  };
  return { GOOGLE: client("GOOGLE"), MICROSOFT: client("MICROSOFT") };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
