// /checkout/{paymentId}/return?session_id= (spec 000 §2): where the provider sends the customer after
import type { ReactNode } from "react";
// paying; the session's status says how it went (COMPLETE paid; OPEN not; none: unknown).
import { usePageNavigation } from "../../../shared/navigation/page-navigation.tsx";
import { PublicLayout } from "../../../shared/ui/public-layout.tsx";
import { useSessionStatus } from "../api/get-checkout-session-status.ts";
import { usePublicPayment } from "../api/get-public-payment.ts";
import { PaymentDoneView, PaymentFailedView, PaymentUnverifiedView } from "../components/checkout-views.tsx";
import { CheckoutLoading } from "./checkout-page.tsx";

export function CheckoutReturnPage({ paymentId }: { paymentId: string }) {
  const { search } = usePageNavigation();
  const sessionId = search.get("session_id");
  const payment = usePublicPayment(paymentId);
  const status = useSessionStatus(paymentId, sessionId);
  let body: ReactNode;
  if (!sessionId || status.isError) body = <PaymentUnverifiedView paymentId={paymentId} />;
  else if (status.isPending) body = <CheckoutLoading />;
  else if (status.data.status === "COMPLETE") body = <PaymentDoneView />;
  else body = <PaymentFailedView paymentId={paymentId} />;
  return <PublicLayout dealerName={payment.data?.context.dealer.name ?? null}>{body}</PublicLayout>;
}
