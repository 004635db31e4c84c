// The card provider the app uses: the one it was given, else the one PAYMENTS_PROVIDER names.
import type { CardProvider } from "./card-payments.ts";
import type { AppDeps } from "./deps.ts";
import { createStripeCardProvider } from "./stripe-card-provider.ts";
import { createTestCardProvider } from "./test-card-provider.ts";

/** The provider PAYMENTS_PROVIDER names, unless the app was given one (tests: a Stripe on a fake server). */
export function cardProviderOf(deps: AppDeps): CardProvider | null {
  if (deps.cardProvider !== undefined) return deps.cardProvider;
  switch (deps.config.payments.provider) {
    case "test":
      return createTestCardProvider(deps.db, deps.now);
    case "stripe":
      return createStripeCardProvider(deps.config.payments);
    case "none":
      return null;
  }
}
