import { Badge, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { formatMoney } from "@portal/domain";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useContactLegacyOrders } from "../api/list-contact-legacy-orders.ts";
import classes from "./legacy-orders-list.module.css";

export type LegacyOrdersListProps = {
  contactId: string;
  onOpen: (orderId: string) => void;
};

/** The contact's orders from the external CRM (spec 000 §2 "Legacy Orders when enabled"). */
export function LegacyOrdersList({ contactId, onOpen }: LegacyOrdersListProps) {
  const { t } = useTranslation();
  const query = useContactLegacyOrders(contactId);
  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t("legacyOrders.loading")}
        </Text>
      </Group>
    );
  } else if (query.isError) {
    body = (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red.8">
          {t("legacyOrders.loadFailed")}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void query.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Group>
    );
  } else if (query.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t("legacyOrders.empty")}
      </Text>
    );
  } else {
    body = (
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {query.data.map((order) => (
          <li key={order.id}>
            <UnstyledButton
              className={classes.row}
              onClick={() => onOpen(order.id)}
              aria-label={t("legacyOrders.open", { orderNum: order.orderNum })}
            >
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={500}>
                  {order.orderNum}
                  {order.subject ? (
                    <Text span size="sm" fw={400}>
                      {" – "}
                      {order.subject}
                    </Text>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {order.installDate
                    ? t("legacyOrders.installOn", { date: formatDate(order.installDate) })
                    : t("legacyOrders.noInstallDate")}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                {order.status ? (
                  <Badge variant="light" color="gray">
                    {order.status}
                  </Badge>
                ) : null}
                <Text size="sm">{formatMoney(order.totalDue)}</Text>
              </Stack>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="contact-legacy-orders">
      <Title order={3} size="h5" id="contact-legacy-orders">
        {t("legacyOrders.title")}
      </Title>
      {body}
    </Stack>
  );
}
