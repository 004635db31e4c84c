// /checkout/{paymentId} (spec 000 §2): the payment request, or its outcome. Public: no sign-in.

import { Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { PublicLayout } from "../../../shared/ui/public-layout.tsx";
import { usePublicPayment } from "../api/get-public-payment.ts";
import {
  CheckoutErrorView,
  LinkNoLongerValidView,
  PaymentDoneView,
  PaymentNotFoundView,
} from "../components/checkout-views.tsx";
import { PaymentRequest } from "../components/payment-request.tsx";

export function CheckoutLoading() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={14} width="50%" />
      <Skeleton height={32} width="40%" />
      <Skeleton height={14} />
      <Skeleton height={40} mt="md" />
    </Stack>
  );
}

export function CheckoutPage({ paymentId }: { paymentId: string }) {
  const query = usePublicPayment(paymentId);
  const payment = query.data;
  let body: ReactNode;
  if (query.isPending) body = <CheckoutLoading />;
  else if (query.isError)
    body = hasStatus(query.error, 401, 422) ? (
      <PaymentNotFoundView />
    ) : (
      <CheckoutErrorView onRetry={() => void query.refetch()} />
    );
  else if (payment?.status === "PAID") body = <PaymentDoneView />;
  else if (payment?.status === "CANCELLED") body = <LinkNoLongerValidView />;
  else if (payment) body = <PaymentRequest payment={payment} onStale={() => void query.refetch()} />;
  return <PublicLayout dealerName={payment?.context.dealer.name ?? null}>{body}</PublicLayout>;
}
