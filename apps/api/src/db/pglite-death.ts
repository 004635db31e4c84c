// PGlite 0.5 runs each wire message in a loop that swallows every exception but Postgres's own error
// jump (electric-sql/pglite#1058, still so in 0.5.16): when the WebAssembly backend itself fails (a
// trap, an abort, an exit such as a COPY FROM STDIN without data gets) the loop calls it again forever,
// synchronously, at full CPU. The event loop never runs again, so no request is answered, no timer
// fires and SIGTERM goes unheard. That is how a global search now and then wedged the demo server and
// the browser tests with it. This makes such a failure an error that leaves the loop: the query
// rejects, later ones reject at once without touching the dead backend, and `onDeath` hears it once
// (the server logs it and exits, and `npm start` starts it again).
import { PGlite } from "@electric-sql/pglite";

/** The parts of PGlite's Emscripten module this touches (PGlite keeps it protected). */
type BackendModule = {
  _PostgresMainLoopOnce: () => void;
  _PostgresSendReadyForQueryIfNecessary?: () => void;
  _pgl_pq_flush?: () => void;
  _pgl_run_atexit_funcs?: () => void;
};

/** Postgres's ERROR, thrown by PGlite's longjmp stand-in (pglitec.c's POSTGRES_MAIN_LONGJMP). */
const postgresErrorJump = 100;

/**
 * The loop this escapes, as PGlite 0.5.16 has it: `…_PostgresMainLoopOnce()}catch(a){…a.status===…`.
 * The escape works only while the loop reads the caught value's `status`; a PGlite that no longer does
 * is refused at start rather than left to spin (upstream's next loop reads an exit status instead).
 */
const loopReadsStatus = /_PostgresMainLoopOnce\(\)\s*\}\s*catch\s*\((\w+)\)\s*\{[^}]*?\b\1\.status\s*===/;

/** Whether the installed PGlite's loop is the one above: read once per process. */
let loopChecked: boolean | undefined;

/** The backend failed and cannot serve queries any more; `cause` is what it threw. */
export class PgliteBackendDied extends Error {
  constructor(cause: unknown) {
    super(`the embedded database's backend failed: ${describe(cause)}`, { cause });
    this.name = "PgliteBackendDied";
  }
}

/** An Error's message; Emscripten's ExitStatus (not an Error) by its name and status. */
function describe(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message;
  if (typeof thrown === "object" && thrown !== null && "status" in thrown) {
    return `${thrown.constructor?.name ?? "exit"} ${String(thrown.status)}`;
  }
  return String(thrown);
}

function isPostgresError(thrown: unknown): boolean {
  return (
    typeof thrown === "object" &&
    thrown !== null &&
    (thrown as { status?: unknown }).status === postgresErrorJump
  );
}

/**
 * What the loop catches instead of the failure: it reads `status` to tell a Postgres ERROR, and that
 * read throws, which no `catch` in the loop is around.
 */
function escaping(death: PgliteBackendDied): object {
  return {
    get status(): never {
      throw death;
    },
  };
}

/** Guards `client` so that a failing backend rejects its query instead of spinning. */
export function failFastOnBackendDeath(client: PGlite, onDeath: (death: PgliteBackendDied) => void): void {
  loopChecked ??= loopReadsStatus.test(PGlite.prototype.execProtocolRawSync.toString());
  if (!loopChecked) {
    throw new Error(
      "PGlite's protocol loop is not the one db/pglite-death.ts escapes: review it for this version",
    );
  }
  const mod = (client as unknown as { mod?: BackendModule }).mod;
  if (typeof mod?._PostgresMainLoopOnce !== "function") {
    throw new Error(
      "PGlite's backend module is not where db/pglite-death.ts expects it: review it for this version",
    );
  }
  const runOnce = mod._PostgresMainLoopOnce.bind(mod);
  mod._PostgresMainLoopOnce = () => {
    try {
      runOnce();
    } catch (thrown) {
      if (isPostgresError(thrown)) throw thrown;
      const death = new PgliteBackendDied(thrown);
      // Nothing runs in the dead backend again: not the loop's own clean-up after this message, not a
      // later query, not close()'s shutdown checkpoint (which could write half-changed pages that
      // recovery from the write-ahead log would then trust).
      const nothing = () => undefined;
      mod._PostgresSendReadyForQueryIfNecessary = nothing;
      mod._pgl_pq_flush = nothing;
      mod._pgl_run_atexit_funcs = nothing;
      Object.assign(client, {
        execProtocolRawSync: () => {
          throw death;
        },
        close: async () => undefined,
      });
      onDeath(death);
      throw escaping(death);
    }
  };
}
