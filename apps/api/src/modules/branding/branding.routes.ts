import { getBranding } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerPublicCall } from "../../platform/route.ts";
import * as branding from "./branding.service.ts";

export async function brandingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  // Every page asks once; the limit only stops a flood from one address (an office shares one).
  registerPublicCall(
    app,
    getBranding,
    async ({ query }) => branding.getBranding(db, query.host, config.chatKey),
    { rateLimit: { max: 300, timeWindowMs: 60_000 } },
  );
}
