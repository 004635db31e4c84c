// Process entry: config, database (migrate, seed the demo when asked and empty), listen, graceful shutdown.
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { fixedSeedEpoch, seedDayEpoch, seedDemo } from "./demo/seed.ts";
import { localFileStore } from "./platform/files.ts";
import { cleanUp, refreshStatistics } from "./platform/housekeeping.ts";
import { createMailer } from "./platform/mail.ts";
import { s3FileStore } from "./platform/s3-files.ts";
import { startSessionCache } from "./platform/session-cache.ts";
import { startWatchdog } from "./platform/watchdog.ts";

const config = loadConfig();
// A main thread stuck for a minute gets the process killed (and `npm start` starts it again).
startWatchdog();
const now = () => new Date();
let app: FastifyInstance | undefined;
/** The exit status that has `npm start` start the server again (scripts/start.mjs). */
const tempFail = 75;
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  // A failed embedded database answers nothing any more: say why, and make way for a fresh process.
  // However the process then ends (this timer, a start-up step that fails with it, a signal), it ends
  // with tempFail.
  onEmbeddedDeath: (death) => {
    const log = app?.log ?? console;
    log.error({ err: death }, "the embedded database failed: exiting so the server can start again");
    process.on("exit", () => {
      process.exitCode = tempFail;
    });
    setTimeout(() => process.exit(tempFail), 100);
  },
});

// Local disk by default; an S3 bucket when configured, so several processes share the files.
const files = config.s3 ? s3FileStore(config.s3) : localFileStore(path.join(config.dataDir, "files"));
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  outboxDir: path.join(config.dataDir, "outbox"),
  from: config.mailFrom,
  // Without SMTP the log is how a developer gets the reset link.
  onWritten: (entry) => app?.log.info(entry, "mail written to outbox"),
});
// Signed-in sessions are cached in this process and dropped when the database announces a change.
const sessions = await startSessionCache(database);
// Request counters in Redis when configured; a request fails fast rather than waits when it is down.
const redis = config.redisUrl
  ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
  : undefined;
app = await buildApp({
  config,
  db: database.db,
  mailer,
  files,
  now,
  sessionCache: sessions.cache,
  ...(redis ? { redis } : {}),
});
const server = app;

await database.migrate();
// The demo's dates count back from the seed day (SEED_DEMO_EPOCH), so a new demo shows recent activity.
const epochMs =
  config.seedDemoEpoch === "seed-day"
    ? seedDayEpoch(now())
    : config.seedDemoEpoch === "fixed"
      ? fixedSeedEpoch
      : config.seedDemoEpoch.getTime();
if (config.seedDemo && (await seedDemo(database.db, { files, epochMs }))) {
  server.log.info({ epoch: new Date(epochMs).toISOString() }, "empty database: seeded the demo (SEED_DEMO)");
}

const housekeeping = async () => {
  try {
    await cleanUp(database.db, new Date(), config.sessionIdleMs);
    await refreshStatistics(database);
  } catch (error) {
    server.log.error({ err: error }, "housekeeping failed");
  }
};
await housekeeping();
const housekeepingTimer = setInterval(housekeeping, 60 * 60_000);
housekeepingTimer.unref();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, "shutting down");
  clearInterval(housekeepingTimer);
  try {
    await server.close();
    await sessions.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  } catch (error) {
    server.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await server.listen({ port: config.port, host: config.host });
server.log.info({ dataDir: config.dataDir, database: database.kind }, "dealer portal ready");
