import { Divider, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { LegacyOrder } from "@portal/contract";
import { formatMoney, formatPercent } from "@portal/domain";
import type { ReactNode } from "react";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useLegacyOrder } from "../api/get-legacy-order.ts";

export type LegacyOrderViewProps = { orderId: string };

type Address = LegacyOrder["billingAddress"];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={500} c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const dash = "—";
const lines = (address: Address) =>
  [address.street, [address.city, address.state, address.code].filter(Boolean).join(" "), address.country]
    .filter(Boolean)
    .join("\n") || dash;

/** One legacy order, read-only, with the spec's fields grouped (spec 000 §3 "Legacy order"). */
export function LegacyOrderView({ orderId }: LegacyOrderViewProps) {
  const { t } = useTranslation();
  const query = useLegacyOrder(orderId);
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  const order = query.data;
  const day = (value: string | null) => (value ? formatDate(value) : dash);
  const figures: Array<[string, string]> = [
    ["installCost", formatMoney(order.figures.installCost)],
    ["gp", formatMoney(order.figures.gp)],
    [
      "gpPercentage",
      order.figures.gpPercentage === null ? dash : `${formatPercent(order.figures.gpPercentage)}%`,
    ],
    ["gst", formatMoney(order.figures.gst)],
    ["exGst", formatMoney(order.figures.exGst)],
    ["netCharged", formatMoney(order.figures.netCharged)],
    ["totalDue", formatMoney(order.figures.totalDue)],
    ["listTotal", formatMoney(order.figures.listTotal)],
    ["manufactureCost", formatMoney(order.figures.manufactureCost)],
    ["salesCommission", formatMoney(order.figures.salesCommission)],
  ];
  const money = (value: string | null) => (
    <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>{formatMoney(value)}</Table.Td>
  );
  return (
    <Stack gap="lg">
      <Section title={t("legacyOrders.summary")}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Field label={t("legacyOrders.orderNum")}>{order.orderNum}</Field>
          <Field label={t("legacyOrders.status")}>{order.status ?? dash}</Field>
          <Field label={t("legacyOrders.subject")}>{order.subject ?? dash}</Field>
          <Field label={t("legacyOrders.owner")}>{order.owner ?? dash}</Field>
          <Field label={t("legacyOrders.supplier")}>{order.supplier ?? dash}</Field>
          <Field label={t("legacyOrders.reps")}>{order.reps ?? dash}</Field>
        </SimpleGrid>
        <Field label={t("legacyOrders.description")}>{order.description ?? dash}</Field>
      </Section>
      <Divider />
      <Section title={t("legacyOrders.addresses")}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Field label={t("legacyOrders.billingAddress")}>{lines(order.billingAddress)}</Field>
          <Field label={t("legacyOrders.shippingAddress")}>{lines(order.shippingAddress)}</Field>
        </SimpleGrid>
      </Section>
      <Divider />
      <Section title={t("legacyOrders.dates")}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label={t("legacyOrders.confirmDate")}>{day(order.dates.confirm)}</Field>
          <Field label={t("legacyOrders.cbfDate")}>{day(order.dates.cbf)}</Field>
          <Field label={t("legacyOrders.notificationDate")}>{day(order.dates.notification)}</Field>
          <Field label={t("legacyOrders.installDate")}>{day(order.dates.install)}</Field>
        </SimpleGrid>
      </Section>
      <Divider />
      <Section title={t("legacyOrders.figures")}>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="xs">
          {figures.map(([key, value]) => (
            <Field key={key} label={t(`legacyOrders.figure.${key}`)}>
              {value}
            </Field>
          ))}
        </SimpleGrid>
      </Section>
      <Divider />
      <Section title={t("legacyOrders.orderedItems")}>
        {order.orderedItems.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("legacyOrders.noItems")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("legacyOrders.item.productName")}</Table.Th>
                  <Table.Th>{t("legacyOrders.item.description")}</Table.Th>
                  {(
                    [
                      "quantity",
                      "listPrice",
                      "discount",
                      "netTotal",
                      "totalAfterDiscount",
                      "tax",
                      "total",
                    ] as const
                  ).map((key) => (
                    <Table.Th key={key} style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                      {t(`legacyOrders.item.${key}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.orderedItems.map((item, index) => (
                  // Imported items have no ids of their own; their order is the record's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
                  <Table.Tr key={index}>
                    <Table.Td>{item.productName ?? dash}</Table.Td>
                    <Table.Td>{item.description ?? dash}</Table.Td>
                    <Table.Td style={{ textAlign: "right" }}>{item.quantity ?? dash}</Table.Td>
                    {money(item.listPrice)}
                    {money(item.discount)}
                    {money(item.netTotal)}
                    {money(item.totalAfterDiscount)}
                    {money(item.tax)}
                    {money(item.total)}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </Stack>
  );
}
