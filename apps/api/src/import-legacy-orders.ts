// `npm run import:legacy-orders -- --account <account id> --file <export.json|export.csv> [--dry-run]`:
// checks the CRM's whole export, then upserts its orders by Order_Num in one transaction and prints a
// summary (docs/legacy-orders-import.md).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import {
  importLegacyOrders,
  LegacyImportError,
  parseLegacyOrdersFile,
} from "./modules/legacy-orders/legacy-orders-import.ts";

const usage =
  "usage: npm run import:legacy-orders -- --account <account id> --file <export.json|export.csv> [--format json|csv] [--dry-run]\n";
const { values } = parseArgs({
  options: {
    account: { type: "string" },
    file: { type: "string" },
    format: { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});
const { account, file } = values;
const format = values.format ?? (file?.toLowerCase().endsWith(".csv") ? "csv" : "json");
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
if (!account || !uuidPattern.test(account) || !file || (format !== "json" && format !== "csv")) {
  process.stderr.write(usage);
  process.exit(2);
}

try {
  const orders = parseLegacyOrdersFile(readFileSync(file, "utf8"), format);
  if (values["dry-run"]) {
    process.stdout.write(`${JSON.stringify({ orders: orders.length, checked: true })}\n`);
  } else {
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await database.migrate();
      const summary = await importLegacyOrders(database.db, account, orders, { now: new Date() });
      process.stdout.write(`${JSON.stringify(summary)}\n`);
    } finally {
      await database.close();
    }
  }
} catch (error) {
  if (!(error instanceof LegacyImportError)) throw error;
  process.stderr.write(`${error.message}\n`);
  for (const problem of error.problems) process.stderr.write(`  ${problem}\n`);
  process.exitCode = 1;
}
