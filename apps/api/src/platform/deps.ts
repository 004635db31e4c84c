import type {} from "@fastify/cookie";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { CardProvider } from "./card-payments.ts";
import type { FileStore } from "./files.ts";
import type { Mailer } from "./mail.ts";
import type { SessionCache } from "./session-cache.ts";
import type { Auth } from "./session-store.ts";

/** What the app needs from outside; tests pass their own database, mailer, clock and limits. */
export type AppDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Uploaded and generated files (DATA_DIR/files by default). */
  files: FileStore;
  /** The clock; tests move it to expire sessions and tokens. */
  now: () => Date;
  /** Signed-in sessions kept in this process (platform/session-cache.ts); without it every request reads them. */
  sessionCache?: SessionCache;
  /** Who takes card payments; unset = the one PAYMENTS_PROVIDER names (null: none). */
  cardProvider?: CardProvider | null;
  /** Redis (REDIS_URL) for the request limits' counters; without it they live in the database. */
  redis?: Redis;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The signed-in employee, or null (set for every /api request). */
    auth: Auth | null;
  }
}
