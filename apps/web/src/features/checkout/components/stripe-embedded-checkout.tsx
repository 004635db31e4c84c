// Stripe's own card form (PAYMENTS_PROVIDER=stripe), embedded: Stripe.js loads from Stripe when the
// customer reaches this step (never before, and never in the page's first JavaScript), on the
// dealer's connected account. Stripe shows card errors in its frame and, once paid, sends the
// customer to the return page.
import { Box, Loader } from "@mantine/core";
import type { CheckoutSession } from "@portal/contract";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type StripeEmbeddedCheckoutProps = {
  session: CheckoutSession & { publishableKey: string };
  /** Stripe.js or the form could not load (offline, blocked): the page shows the generic error panel. */
  onError: () => void;
};

export function StripeEmbeddedCheckout({ session, onError }: StripeEmbeddedCheckoutProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    void (async () => {
      try {
        const stripe = await loadStripe(session.publishableKey, {
          ...(session.stripeAccount ? { stripeAccount: session.stripeAccount } : {}),
        });
        if (!stripe) throw new Error("Stripe.js did not load");
        const checkout = await stripe.createEmbeddedCheckoutPage({
          fetchClientSecret: async () => session.clientSecret,
        });
        destroy = () => checkout.destroy();
        if (cancelled || !container.current) return destroy();
        checkout.mount(container.current);
        setReady(true);
      } catch {
        if (!cancelled) onError();
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [session, onError]);
  return (
    <Box>
      {ready ? null : <Loader size="sm" mx="auto" display="block" aria-label={t("checkout.loadingCard")} />}
      <div ref={container} />
    </Box>
  );
}
