// `npm run catalogue:import -- <manufacturer id> <path/to/catalogue.json>`: checks the file and
// its CSV grids whole, then loads them in one transaction (the same code as POST /catalogue/import).
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { readCatalogueFolder } from "./modules/catalogue/catalogue-folder.ts";
import { importCatalogue } from "./modules/catalogue/catalogue-import.ts";
import { AppError } from "./platform/errors.ts";

const [manufacturerArg, file] = process.argv.slice(2);
const manufacturerId = Number(manufacturerArg);
if (!file || !Number.isInteger(manufacturerId) || manufacturerId <= 0) {
  process.stderr.write("usage: npm run catalogue:import -- <manufacturer id> <path/to/catalogue.json>\n");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const summary = await importCatalogue(database.db, readCatalogueFolder(file), {
    manufacturerId,
    employeeId: null,
    now: new Date(),
  });
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} catch (error) {
  if (error instanceof AppError) {
    process.stderr.write(`${error.message}\n`);
    for (const [path, messages] of Object.entries(error.errors ?? {})) {
      process.stderr.write(`  ${path}: ${messages.join("; ")}\n`);
    }
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
