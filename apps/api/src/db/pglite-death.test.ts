import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { moduleInChild } from "../test/module-in-child.ts";
import { failFastOnBackendDeath, type PgliteBackendDied } from "./pglite-death.ts";

type BackendModule = { _PostgresMainLoopOnce: () => void };

/** What a trap in the WebAssembly backend throws (WebAssembly.RuntimeError, which this lib has no value for). */
class RuntimeError extends Error {
  override name = "RuntimeError";
}

const open: PGlite[] = [];
afterEach(async () => {
  await Promise.allSettled(open.splice(0).map((client) => client.close()));
});

/** A PGlite whose backend fails (as a WebAssembly trap does) on its next `failures` steps, then guarded. */
async function failingClient(failures: number, onDeath: (death: PgliteBackendDied) => void) {
  const client = new PGlite();
  await client.waitReady;
  open.push(client);
  const mod = (client as unknown as { mod: BackendModule }).mod;
  const step = mod._PostgresMainLoopOnce.bind(mod);
  let left = failures;
  mod._PostgresMainLoopOnce = () => {
    if (left > 0) {
      left -= 1;
      throw new RuntimeError("memory access out of bounds");
    }
    step();
  };
  failFastOnBackendDeath(client, onDeath);
  return client;
}

const guard = new URL("./pglite-death.ts", import.meta.url).pathname;

/**
 * Runs `script` (with `db`, a guarded PGlite, and `say`) in a child process: a guard that failed would
 * spin there for ever, so the child is killed after `timeoutMs` and the test fails instead of hanging.
 */
async function inChild(script: string, timeoutMs = 60_000) {
  const source = `
    import { PGlite } from "@electric-sql/pglite";
    import { failFastOnBackendDeath } from ${JSON.stringify(guard)};
    const say = (line) => console.log(line);
    const db = new PGlite();
    await db.waitReady;
    failFastOnBackendDeath(db, (death) => say("death: " + death.message));
    ${script}`;
  const ended = await moduleInChild(source, { timeoutMs, cwd: new URL(".", import.meta.url).pathname });
  if (ended.stderr) process.stderr.write(ended.stderr);
  return { lines: ended.stdout.trim().split("\n"), signal: ended.signal };
}

describe("failFastOnBackendDeath", () => {
  it("turns a real backend exit into rejections (unguarded, PGlite 0.5.16 spins for ever here)", async () => {
    // COPY FROM STDIN through exec() has no data to read: the backend exits (electric-sql/pglite#1058).
    const ended = await inChild(`
      const outcome = (promise) => promise.then(() => "resolved", (error) => "rejected " + error.name);
      say("copy: " + (await outcome(db.exec("create table t (n int); copy t from stdin"))));
      say("next: " + (await outcome(db.query("select 1"))));
      say("close: " + (await outcome(db.close())));
    `);
    expect(ended).toEqual({
      lines: [
        "death: the embedded database's backend failed: ExitStatus 1",
        "copy: rejected PgliteBackendDied",
        "next: rejected PgliteBackendDied",
        "close: resolved",
      ],
      signal: null,
    });
  });

  it("rejects the query whose backend failed, tells once, and rejects every later query at once", async () => {
    const onDeath = vi.fn();
    // Unguarded, PGlite's loop would swallow the failure and run the query on the next step.
    const client = await failingClient(1, onDeath);

    const failed = await client.query("select 1 as one").then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ name: "PgliteBackendDied" });
    expect((failed as Error).message).toContain("memory access out of bounds");
    expect((failed as Error).cause).toBeInstanceOf(RuntimeError);
    expect(onDeath).toHaveBeenCalledTimes(1);
    expect(onDeath.mock.calls[0]?.[0]).toBe(failed);

    await expect(client.query("select 2 as two")).rejects.toMatchObject({ name: "PgliteBackendDied" });
    expect(onDeath).toHaveBeenCalledTimes(1);
  });

  it("leaves Postgres's own errors alone: the query fails and the next one runs", async () => {
    const onDeath = vi.fn();
    const client = await failingClient(0, onDeath);

    await expect(client.query("select 1 / 0")).rejects.toMatchObject({ message: "division by zero" });
    await expect(client.query("select 1 as one")).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await client.exec("begin; create table t (n int primary key); insert into t values (1);");
    await expect(client.query("insert into t values (1)")).rejects.toMatchObject({ code: "23505" });
    await client.exec("rollback");
    expect(onDeath).not.toHaveBeenCalled();
  });
});
