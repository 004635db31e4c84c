import { getBranding } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerPublicCall } from "../../platform/route.ts";
import * as branding from "./branding.service.ts";

export async function brandingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  registerPublicCall(app, getBranding, async ({ query }) =>
    branding.getBranding(db, query.host, config.chatKey),
  );
}
