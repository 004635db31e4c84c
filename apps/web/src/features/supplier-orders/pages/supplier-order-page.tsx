// /supplier-order/{token} (issue 12 "Supplier orders"): what an online supplier received when the dealer
// submitted a purchase order (the PDF, the products) and its own part: status, reference, ETA, tracking,
// freight and shipping instructions. Public: the secret link emailed to the supplier is the key.
import { Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { SupplierPage, SupplierUpdateInput } from "@portal/contract";
import { isSupplierOrderClosed } from "@portal/domain";
import type { ReactNode } from "react";
import { hasStatus, isApiError } from "../../../shared/api-client/api-error.ts";
import { refusalText } from "../../../shared/api-client/error-text.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorPanel } from "../../../shared/ui/error-panel.tsx";
import { PublicLayout } from "../../../shared/ui/public-layout.tsx";
import { showErrorToast, showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useSupplierPage } from "../api/get-supplier-page.ts";
import { supplierPagePdfUrl } from "../api/get-supplier-page-pdf.ts";
import { useUpdateSupplierPage } from "../api/update-supplier-page.ts";
import { OrderHeader } from "../components/order-header.tsx";
import { OrderLines } from "../components/order-lines.tsx";
import { SupplierUpdateForm } from "../components/supplier-update-form.tsx";
import { SupplierUpdateView } from "../components/supplier-update-view.tsx";

const card = (children: ReactNode) => (
  <Paper withBorder shadow="xs" radius="md" p={{ base: "md", xs: "lg" }}>
    {children}
  </Paper>
);

export function SupplierOrderPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useSupplierPage(token);
  const page = query.data;

  let body: ReactNode;
  if (page) {
    body = <SupplierOrderView token={token} page={page} />;
  } else if (query.isError) {
    body = card(
      hasStatus(query.error, 404, 422) ? (
        <ErrorPanel missing title={t("supplierPage.notFound")} message={t("supplierPage.notFoundHelp")} />
      ) : (
        <ErrorPanel
          title={t("errors.genericTitle")}
          message={t("errors.genericMessage")}
          action={
            <Button variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t("common.tryAgain")}
            </Button>
          }
        />
      ),
    );
  } else {
    body = card(
      <Stack gap="sm" aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={120} />
      </Stack>,
    );
  }
  return (
    <PublicLayout dealerName={page?.dealer.name ?? null} width={800} bare>
      {body}
    </PublicLayout>
  );
}

function SupplierOrderView({ token, page }: { token: string; page: SupplierPage }) {
  const { t } = useTranslation();
  const update = useUpdateSupplierPage(token);
  const { order } = page;
  const readOnly = page.isSuperseded
    ? "superseded"
    : isSupplierOrderClosed(order.context.orderStatus.coreStatus)
      ? "closed"
      : null;

  const save = async (body: SupplierUpdateInput) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      // Field errors are the form's; a refusal (closed, superseded) is said here while the page reloads.
      if (!isApiError(error) || error.status !== 422) showErrorToast(refusalText(error));
      throw error;
    }
    showSuccessToast(t("supplierPage.saved"));
  };

  return (
    <Stack gap="md">
      {card(<OrderHeader page={page} pdfUrl={supplierPagePdfUrl(token)} />)}
      {card(
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("supplierPage.products")}
          </Title>
          <OrderLines lines={order.context.orderLines} />
        </Stack>,
      )}
      {card(
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t("supplierPage.progress")}
            </Title>
            {readOnly ? null : (
              <Text size="sm" c="dimmed">
                {t("supplierPage.progressHelp", { dealer: page.dealer.name })}
              </Text>
            )}
          </Stack>
          {readOnly ? (
            <SupplierUpdateView order={order} reason={readOnly} />
          ) : (
            <SupplierUpdateForm order={order} saving={update.isPending} onSave={save} />
          )}
        </Stack>,
      )}
    </Stack>
  );
}
