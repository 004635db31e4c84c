// `npm run account:create -- --company <name> --username <name> --email <address> --first-name <name>
// --last-name <name> [--country AU|NZ|US] [--timezone <IANA zone>]`: a dealer account with its first
// administrator, in one transaction, in the database the server uses (same environment). The password
// comes from PASSWORD or, in a terminal, a prompt that does not echo: never from the command line,
// which shell history and the process list keep.
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createDealerAccount } from "./modules/accounts/accounts.service.ts";
import { countryCodes } from "./modules/accounts/countries.ts";
import { AppError } from "./platform/errors.ts";

const usage =
  "usage: [PASSWORD=…] npm run account:create -- --company <name> --username <name> --email <address> " +
  `--first-name <name> --last-name <name> [--country ${countryCodes.join("|")}] [--timezone <zone>]`;

/** Says why in one line on stderr and ends with this exit code (2: how it was called; 1: refused). */
function refuse(message: string, exitCode: 1 | 2): never {
  process.stderr.write(`account:create: ${message}\n`);
  process.exit(exitCode);
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--help") || args.includes("-h")) {
  process.stderr.write(`${usage}\n`);
  process.exit(args.length === 0 ? 2 : 0);
}
if (args.some((arg) => /^--?pass(word)?(=|$)/.test(arg))) {
  refuse("the password is never taken from the command line: set PASSWORD or type it when asked", 2);
}
let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    args,
    options: {
      company: { type: "string" },
      username: { type: "string" },
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      country: { type: "string" },
      timezone: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error), 2);
}
const required = ["company", "username", "email", "first-name", "last-name"] as const;
const missing = required.filter((name) => !values[name]?.trim());
if (missing.length > 0) {
  refuse(`missing ${missing.map((name) => `--${name}`).join(", ")} (--help shows every option)`, 2);
}
const country = (values.country ?? "AU").toUpperCase();
if (!(countryCodes as string[]).includes(country)) {
  refuse(`--country must be one of ${countryCodes.join(", ")}`, 2);
}

const password = await readPassword();

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const created = await createDealerAccount(
    database.db,
    {
      companyName: values.company ?? "",
      username: values.username ?? "",
      email: values.email ?? "",
      firstName: values["first-name"] ?? "",
      lastName: values["last-name"] ?? "",
      password,
      country: country as (typeof countryCodes)[number],
      ...(values.timezone === undefined ? {} : { timezone: values.timezone }),
    },
    { now: new Date() },
  );
  process.stdout.write(`${JSON.stringify(created)}\n`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  const fields = Object.entries(error.errors ?? {}).map(
    ([field, problems]) => `${field}: ${problems.map((problem) => problem.message).join(", ")}`,
  );
  process.stderr.write(
    `account:create: not created: ${fields.length > 0 ? fields.join("; ") : error.message}\n`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}

/** PASSWORD when set; else asked twice at the terminal without echo; else a refusal. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) refuse("no password: set PASSWORD or run the command in a terminal", 2);
  const terminal = hiddenInput();
  try {
    const typed = await terminal.ask("Password for the administrator: ");
    const again = await terminal.ask("Type it again: ");
    terminal.close();
    if (typed !== again) refuse("the two passwords differ", 1);
    return typed;
  } catch (error) {
    terminal.close();
    throw error;
  }
}

/**
 * Lines typed at the terminal, not echoed: raw mode from the first question to `close`, so nothing
 * typed ahead (or pasted, both lines at once) shows either. Ctrl-C ends the command.
 */
function hiddenInput(): { ask: (question: string) => Promise<string>; close: () => void } {
  const { stdin, stderr } = process;
  const lines: string[] = [];
  let current = "";
  let afterReturn = false;
  let waiting: ((line: string) => void) | null = null;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stdin.off("data", onData);
    stdin.setRawMode(false);
    stdin.pause();
  };
  const onData = (chunk: string) => {
    for (const character of chunk) {
      if (character === "\u0003") {
        close();
        stderr.write("\n");
        process.exit(130);
      }
      const lineEnd = character === "\r" || character === "\n" || character === "\u0004";
      // A pasted "\r\n" ends one line, not two.
      if (lineEnd && !(character === "\n" && afterReturn)) {
        lines.push(current);
        current = "";
      } else if (character === "\u007f" || character === "\b") current = [...current].slice(0, -1).join("");
      else if (!lineEnd) current += character;
      afterReturn = character === "\r";
    }
    const line = lines[0];
    if (waiting && line !== undefined) {
      lines.shift();
      const answer = waiting;
      waiting = null;
      answer(line);
    }
  };
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.on("data", onData);
  stdin.resume();
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      stderr.write(question);
      const answer = (line: string) => {
        stderr.write("\n");
        resolve(line);
      };
      const ready = lines.shift();
      if (ready === undefined) waiting = answer;
      else answer(ready);
    });
  return { ask, close };
}
