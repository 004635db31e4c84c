import { Anchor, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { SupplierPage } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { IconDownload } from "@tabler/icons-react";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Detail } from "./detail.tsx";

export type OrderHeaderProps = { page: SupplierPage; pdfUrl: string };

/** What the supplier works from: whose order, for what, by when, how much, where to, and the PDF. */
export function OrderHeader({ page, pdfUrl }: OrderHeaderProps) {
  const { t } = useTranslation();
  const { purchaseOrder } = page;
  const { shippingAddress, shippingMethod } = page.order.context;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            <TitleWithNumber number={purchaseOrder.number} />
          </Title>
          <Text c="dimmed">{t("supplierPage.from", { dealer: page.dealer.name })}</Text>
        </Stack>
        <Anchor href={pdfUrl} target="_blank" rel="noopener" style={{ whiteSpace: "nowrap" }}>
          <IconDownload size={16} aria-hidden="true" style={{ verticalAlign: "-3px" }} />{" "}
          {t("supplierPage.pdf")}
        </Anchor>
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Detail label={t("supplierPage.sidemark")} value={purchaseOrder.sidemark} />
        <Detail label={t("supplierPage.requiredDate")} value={formatDate(purchaseOrder.requiredDate)} />
        <Detail label={t("supplierPage.submitted")} value={formatDate(purchaseOrder.submittedAt)} />
        <Detail label={t("supplierPage.totalQuantity")} value={String(purchaseOrder.totalQuantity)} />
        <Detail label={t("supplierPage.totalCost")} value={formatMoney(purchaseOrder.totalCost)} />
        <Detail label={t("supplierPage.shippingMethod")} value={shippingMethod?.name} />
      </SimpleGrid>
      {/* Free text, often several lines: the whole width, and only when there is some. */}
      {shippingAddress || purchaseOrder.notes ? (
        <Stack component="dl" m={0} gap="sm">
          {shippingAddress ? (
            <Detail label={t("supplierPage.shippingAddress")} value={shippingAddress} multiline />
          ) : null}
          {purchaseOrder.notes ? (
            <Detail label={t("supplierPage.notes")} value={purchaseOrder.notes} multiline />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A stand-in for the number, so the translation places it and the page can keep it whole. */
const numberMark = "\uE000";

/**
 * "Purchase order PO-87-R2" with the number on one line: a phone would break it at its hyphens. (Not
 * react-i18next's Trans: it would land in the public entry's i18n chunk.)
 */
function TitleWithNumber({ number }: { number: string }) {
  const { t } = useTranslation();
  const [before = "", after = ""] = t("supplierPage.title", { number: numberMark }).split(numberMark);
  return (
    <>
      {before}
      <span style={{ whiteSpace: "nowrap" }}>{number}</span>
      {after}
    </>
  );
}
