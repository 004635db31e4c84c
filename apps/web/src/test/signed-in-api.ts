import type { AccountSettings } from "@portal/contract";
import type { Features } from "@portal/domain";
import {
  accountSettingsFixture,
  brandingFixture,
  meFixture,
  personnelFixture,
  providersFixture,
  salesRepsFixture,
} from "./fixtures.ts";
import type { MockHandler } from "./mock-api.ts";

/** Handlers for a signed-in session; override or add per test. */
export function signedInHandlers(
  options: { features?: Partial<Features>; address?: AccountSettings["main_company"]["address"] } = {},
): Record<string, MockHandler> {
  return {
    "GET /me": { body: meFixture(options.features) },
    "GET /old/account-settings": { body: accountSettingsFixture(options.address ?? null) },
    "GET /providers": { body: providersFixture },
    "GET /public/branding": { body: brandingFixture },
    // The main navigation lists the active workflows.
    "GET /workflows": { body: [] },
    // The board's supplier filter.
    "GET /old/manufacturers": { body: { data: accountSettingsFixture().manufacturers } },
    // Its Personnel and Sales rep filters.
    "GET /personnel": { body: personnelFixture },
    "GET /sales-reps": { body: salesRepsFixture },
  };
}

export const signedOutHandlers: Record<string, MockHandler> = {
  "GET /me": { status: 401, body: { message: "Unauthenticated." } },
  "GET /public/branding": { body: brandingFixture },
};
