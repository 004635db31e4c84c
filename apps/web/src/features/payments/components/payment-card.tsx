import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from "@mantine/core";
import type { DealPayment } from "@portal/contract";
import { formatMoney, hasPaymentLink, type PaymentStatus, paymentRefusal } from "@portal/domain";
import { IconArchive, IconBan, IconCopy, IconDots, IconPencil } from "@tabler/icons-react";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

const statusColors: Record<PaymentStatus, string> = {
  REQUESTED: "yellow",
  PAID: "green",
  CANCELLED: "gray",
};

export type PaymentCardProps = {
  payment: DealPayment;
  /** The customer's payment page, for a card payment still waiting. */
  link: string;
  readOnly: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onArchive: () => void;
  onCopyLink: () => void;
};

/** One payment: amount and status first, then how and when, what it was for and its reference. */
export function PaymentCard({
  payment,
  link,
  readOnly,
  onEdit,
  onCancel,
  onArchive,
  onCopyLink,
}: PaymentCardProps) {
  const { t } = useTranslation();
  const may = (action: "edit" | "cancel" | "archive") =>
    !readOnly && paymentRefusal(payment, action) === null;
  const actions = [
    may("edit") ? { key: "edit", label: t("payments.edit"), icon: IconPencil, onClick: onEdit } : null,
    may("cancel") ? { key: "cancel", label: t("payments.cancel"), icon: IconBan, onClick: onCancel } : null,
    may("archive")
      ? { key: "archive", label: t("payments.archive"), icon: IconArchive, onClick: onArchive }
      : null,
  ].filter((action) => action !== null);
  const details = [
    t(`payments.types.${payment.type}`),
    payment.transactedAt ? formatDate(payment.transactedAt) : null,
    payment.reference,
  ].filter(Boolean);

  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      aria-label={t("payments.itemLabel", { amount: formatMoney(payment.amount) })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="lg" style={{ fontVariantNumeric: "tabular-nums" }}>
              {formatMoney(payment.amount)}
            </Text>
            <Badge color={statusColors[payment.status]} variant="light">
              {t(`payments.statuses.${payment.status}`)}
            </Badge>
            {payment.extraCharges > 0 ? (
              <Badge
                color="red"
                variant="filled"
                // The refund to make is read whole: it wraps on a phone rather than being cut short.
                styles={{ root: { height: "auto", paddingBlock: 2 }, label: { whiteSpace: "normal" } }}
              >
                {t("payments.extraCharges", {
                  count: payment.extraCharges,
                  times: payment.extraCharges + 1,
                })}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {details.join(" · ")}
          </Text>
          {hasPaymentLink(payment) ? (
            <Anchor href={link} target="_blank" rel="noopener" size="xs" style={{ overflowWrap: "anywhere" }}>
              {link}
            </Anchor>
          ) : null}
          {payment.description ? (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {payment.description}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {hasPaymentLink(payment) ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconCopy size={14} aria-hidden="true" />}
              onClick={onCopyLink}
            >
              {t("payments.copyLink")}
            </Button>
          ) : null}
          {actions.length > 0 ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t("payments.actions")}>
                  <IconDots size={18} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {actions.map((action) => (
                  <Menu.Item
                    key={action.key}
                    leftSection={<action.icon size={16} aria-hidden="true" />}
                    color={action.key === "edit" ? undefined : "red"}
                    onClick={action.onClick}
                  >
                    {action.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
