// Builds the app on a fresh copy of the seeded database and gives clients that keep cookies and send
// the CSRF header like the SPA does (after fastify/demo's test/helper.ts).
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { csrfCookieName, csrfHeaderName } from "@portal/contract";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, defaultLimits, type Limits, loadConfig } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import { type FileStore, localFileStore } from "../platform/files.ts";
import { createMemoryMailer, type MailMessage } from "../platform/mail.ts";
import { startSessionCache } from "../platform/session-cache.ts";
import { openTestDatabase } from "./test-database.ts";

export type TestClock = { now: () => Date; advance: (ms: number) => void };

export type TestClient = {
  /** Sends the jar's cookies and, on a non-GET, the X-XSRF-TOKEN header (unless `csrf` says otherwise). */
  request: (options: InjectOptions & { csrf?: string | false }) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  put: (url: string, payload: unknown) => Promise<LightMyRequestResponse>;
  delete: (url: string) => Promise<LightMyRequestResponse>;
  cookies: Map<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** The database itself (e.g. to start a second "process" on it). */
  database: Database;
  config: Config;
  mail: MailMessage[];
  files: FileStore;
  /** Where `files` keeps them (DATA_DIR/files of this app). */
  filesDir: string;
  clock: TestClock;
  /** A signed-out client, as a browser that has just opened the login page. */
  client: (options?: { remoteAddress?: string }) => TestClient;
  /** A client signed in as this user (fails the test if sign-in does not answer 200). */
  signIn: (username: string, password: string, options?: { remoteAddress?: string }) => Promise<TestClient>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** The demo (default), or an empty migrated database as production starts with. */
  database?: "demo" | "empty";
  limits?: Partial<Limits>;
  config?: Partial<Config>;
  /** Adds routes before the app is ready (e.g. one that fails, to see what a 5xx shows). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Told of every route as the app registers it. */
  onRoute?: (route: RouteOptions) => void;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const template = inject("databaseTemplate");
  const database = await openTestDatabase(template, options.database);
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-api-data-"));
  // The seeded attachments' files, so the copied database's documents download.
  if (options.database !== "empty" && existsSync(template.filesDir))
    cpSync(template.filesDir, path.join(dataDir, "files"), { recursive: true });
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      APP_SECRET: "test-secret-test-secret-test-secret-0123",
      WEB_DIST: path.join(dataDir, "no-web-build"),
      GIT_COMMIT: "test-commit",
      LOG_LEVEL: "silent",
    }),
    ...options.config,
  };
  config.limits = { ...defaultLimits, ...options.limits };

  let offsetMs = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
  const mailer = createMemoryMailer();
  const filesDir = path.join(config.dataDir, "files");
  const files = localFileStore(filesDir);
  // As in production: signed-in sessions cached, invalidated by the database's announcements.
  const sessions = await startSessionCache(database);
  const app = await buildApp(
    { config, db: database.db, mailer, files, now: clock.now, sessionCache: sessions.cache },
    { logger: false, ...(options.onRoute ? { onRoute: options.onRoute } : {}) },
  );
  options.extraRoutes?.(app);
  await app.ready();

  const client = (clientOptions: { remoteAddress?: string } = {}): TestClient => {
    const cookies = new Map<string, string>();
    const request: TestClient["request"] = async ({ csrf, ...injectOptions }) => {
      const method = (injectOptions.method ?? "GET").toUpperCase();
      if (method !== "GET" && csrf === undefined && !cookies.has(csrfCookieName)) {
        // The SPA always has the cookie from an earlier GET; get one the same way.
        await request({ method: "GET", url: "/api/public/branding?host=localhost" });
      }
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(injectOptions.headers ?? {})) {
        if (typeof value === "string") headers[key] = value;
      }
      if (cookies.size > 0) {
        headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      }
      if (method !== "GET" && csrf !== false) {
        const token = csrf ?? cookies.get(csrfCookieName);
        if (token) headers[csrfHeaderName] = token;
      }
      // Changes a test wrote straight into the database reach the session cache first.
      await sessions.sync();
      const response = await app.inject({
        ...injectOptions,
        headers,
        remoteAddress: clientOptions.remoteAddress ?? injectOptions.remoteAddress,
      });
      for (const cookie of response.cookies as Array<{
        name: string;
        value: string;
        expires?: Date;
        maxAge?: number;
      }>) {
        const expired =
          cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
        if (expired || cookie.value === "") cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    };
    return {
      request,
      cookies,
      get: (url) => request({ method: "GET", url }),
      post: (url, payload) =>
        request({ method: "POST", url, ...(payload === undefined ? {} : { payload: payload as object }) }),
      put: (url, payload) => request({ method: "PUT", url, payload: payload as object }),
      delete: (url) => request({ method: "DELETE", url }),
    };
  };

  return {
    app,
    db: database.db,
    database,
    config,
    mail: mailer.messages,
    files,
    filesDir,
    clock,
    client,
    signIn: async (username, password, signInOptions) => {
      const signedIn = client(signInOptions);
      const response = await signedIn.post("/api/auth", { username, password });
      if (response.statusCode !== 200) {
        throw new Error(`sign-in as ${username} answered ${response.statusCode}: ${response.body}`);
      }
      return signedIn;
    },
    close: async () => {
      await app.close();
      await sessions.close();
      await database.close();
    },
  };
}

export type MultipartFile = {
  field?: string;
  filename: string;
  contentType: string;
  content: string | Buffer;
};

/** A multipart/form-data body with one file part (text fields before it), as a browser's FormData sends it. */
export function multipartBody(
  file: MultipartFile,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----portal-test-boundary-7MA4YWxkTrZu0gW";
  const textParts = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const head =
    textParts +
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(file.content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
