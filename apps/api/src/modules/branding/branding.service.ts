import type { Branding } from "@portal/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hostedDomains } from "../../db/schema/index.ts";

/** The hosted domain's name, logo and colour; all null (the brand defaults) for any other host. */
export async function getBranding(
  db: Db,
  host: string,
  defaultChatKey: string | undefined,
): Promise<Branding> {
  const name = host.trim().toLowerCase().replace(/:\d+$/, "");
  const [row] = await db.select().from(hostedDomains).where(eq(hostedDomains.host, name)).limit(1);
  return {
    name: row?.name ?? null,
    logoUrl: row?.logoUrl ?? null,
    color: row?.color ?? null,
    chatKey: row?.chatKey ?? defaultChatKey ?? null,
  };
}
