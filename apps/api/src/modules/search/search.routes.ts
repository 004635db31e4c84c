import { globalSearch } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as search from "./search.service.ts";

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  // Signed in is enough: each entity type then needs its own screen's action, and is skipped without it.
  registerCall(app, globalSearch, async ({ auth, query }) => search.globalSearch(db, auth, query), {
    access: "session",
  });
}
