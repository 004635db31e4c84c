// PGlite 0.5 runs each wire message in a loop that swallows every exception but Postgres's own error
// jump (electric-sql/pglite#1058, still so in 0.5.16): when the WebAssembly backend itself fails (a
// trap, an abort, memory that cannot grow) the loop calls it again forever, synchronously, at full CPU.
// The event loop never runs again, so no request is answered, no timer fires and SIGTERM goes unheard.
// That is how a global search now and then wedged the demo server and the browser tests with it.
// This makes such a failure an error that leaves the loop: the query rejects, later ones reject at
// once, and `onDeath` hears it once (the server logs it and exits, and `npm start` starts it again).

/** The part of PGlite's Emscripten module this touches (PGlite keeps it protected). */
type BackendModule = { _PostgresMainLoopOnce: () => void };

/** Postgres's ERROR, thrown by PGlite's longjmp stand-in (pglitec.c's POSTGRES_MAIN_LONGJMP). */
const postgresErrorJump = 100;

/** The backend failed and cannot serve queries any more; `cause` is what it threw. */
export class PgliteBackendDied extends Error {
  constructor(cause: unknown) {
    super(
      `the embedded database's backend failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = "PgliteBackendDied";
  }
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

/** Guards `client` (a PGlite) so that a failing backend rejects its query instead of spinning. */
export function failFastOnBackendDeath(client: object, onDeath: (death: PgliteBackendDied) => void): void {
  const mod = (client as { mod?: BackendModule }).mod;
  if (typeof mod?._PostgresMainLoopOnce !== "function") {
    throw new Error("PGlite's backend module is not where this guard expects it: check it after an upgrade");
  }
  const runOnce = mod._PostgresMainLoopOnce.bind(mod);
  let death: PgliteBackendDied | null = null;
  mod._PostgresMainLoopOnce = () => {
    if (death !== null) throw escaping(death);
    try {
      runOnce();
    } catch (thrown) {
      if (isPostgresError(thrown)) throw thrown;
      death = new PgliteBackendDied(thrown);
      onDeath(death);
      throw escaping(death);
    }
  };
}
