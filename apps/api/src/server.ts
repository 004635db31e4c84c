// Process entry: config, database (migrate, seed when empty), listen, graceful shutdown.
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedMissingCatalogues } from "./db/seed/catalogues.ts";
import { seedDemoQuotes } from "./db/seed/demo-quotes.ts";
import { seedMissingPeopleAndOrders } from "./db/seed/people-and-orders.ts";
import { seedMissingPipeline } from "./db/seed/pipeline.ts";
import { isDatabaseEmpty, seedDemo } from "./db/seed/seed.ts";
import { localFileStore } from "./platform/files.ts";
import { cleanUp } from "./platform/housekeeping.ts";
import { createMailer } from "./platform/mail.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

let app: FastifyInstance | undefined;
const files = localFileStore(path.join(config.dataDir, "files"));
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  outboxDir: path.join(config.dataDir, "outbox"),
  from: config.mailFrom,
  // Without SMTP the log is how a developer gets the reset link.
  onWritten: (entry) => app?.log.info(entry, "mail written to outbox"),
});
app = await buildApp({ config, db: database.db, mailer, files, now: () => new Date() });
const server = app;

await database.migrate();
if (await isDatabaseEmpty(database.db)) {
  server.log.info("empty database: seeding the demo");
  await seedDemo(database.db, { files });
} else if (await seedMissingPipeline(database.db, { files })) {
  server.log.info("demo database without workflows: seeded the demo pipeline");
}
if ((await seedMissingCatalogues(database.db)) > 0) server.log.info("seeded the demo suppliers' catalogues");
if ((await seedDemoQuotes(database.db, { files })) > 0) server.log.info("seeded the demo's quotes");
const peopleAndOrders = await seedMissingPeopleAndOrders(database.db);
if (peopleAndOrders.personnel || peopleAndOrders.orders) {
  server.log.info(peopleAndOrders, "seeded the demo's personnel, appointments or purchase orders");
}

const housekeeping = async () => {
  try {
    await cleanUp(database.db, new Date(), config.sessionIdleMs);
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
