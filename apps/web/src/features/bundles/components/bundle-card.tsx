// One bundle of Settings → Bundles: what it is, its template values, and the subscribe toggle. A bundle
// stays off while another of its exclusivity group is on (spec 001 §4), and says which one.
import { Button, Card, Group, List, Stack, Switch, Text, Title } from "@mantine/core";
import type { Bundle, BundleTemplateField } from "@portal/contract";
import { formatMoney, formatPercent } from "@portal/domain";
import { IconLock, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type BundleCardProps = {
  bundle: Bundle;
  /** The subscribed bundle of the same group that keeps this one off, if any. */
  blockedBy: Bundle | null;
  /** The other bundles of its exclusivity group (none without a group). */
  groupMates: readonly Bundle[];
  /** May subscribe and change values (settings.edit); otherwise the toggle only shows. */
  canEdit: boolean;
  /** A change of this bundle is on its way to the server. */
  pending: boolean;
  onToggle: (bundle: Bundle, on: boolean) => void;
  onEdit: (bundle: Bundle) => void;
};

function useValueText() {
  const { t } = useTranslation();
  return (field: BundleTemplateField) => {
    if (field.value === null) return t("bundles.noValue");
    return field.operator === "CURRENCY"
      ? formatMoney(field.value)
      : t("bundles.factorValue", { value: formatPercent(field.value) });
  };
}

export function BundleCard({
  bundle,
  blockedBy,
  groupMates,
  canEdit,
  pending,
  onToggle,
  onEdit,
}: BundleCardProps) {
  const { t, i18n } = useTranslation();
  const valueText = useValueText();
  const titleId = `bundle-${bundle.id}`;
  const noteId = `bundle-${bundle.id}-note`;
  const blocked = blockedBy !== null && !bundle.isSubscribed;
  const note = blocked
    ? t("bundles.blockedBy", { name: blockedBy.name })
    : groupMates.length > 0
      ? t("bundles.exclusiveWith", {
          names: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
            [bundle, ...groupMates].toSorted((a, b) => a.sortOrder - b.sortOrder).map((item) => item.name),
          ),
        })
      : null;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={4} id={titleId}>
            {bundle.name}
          </Title>
          <Switch
            aria-labelledby={titleId}
            aria-describedby={note ? noteId : undefined}
            checked={bundle.isSubscribed}
            disabled={!canEdit || blocked || pending}
            onChange={(event) => onToggle(bundle, event.currentTarget.checked)}
            size="md"
          />
        </Group>
        <Text size="sm" c={bundle.isSubscribed ? "teal.9" : "dimmed"} fw={500}>
          {pending
            ? t("bundles.saving")
            : t(bundle.isSubscribed ? "bundles.subscribed" : "bundles.notSubscribed")}
        </Text>
        {bundle.description ? <Text size="sm">{bundle.description}</Text> : null}
        {bundle.templateFields.length > 0 ? (
          <List size="sm" spacing={2} listStyleType="none">
            {bundle.templateFields.map((field) => (
              <List.Item key={field.templateKey}>
                <Text span size="sm" c="dimmed">
                  {field.label}:{" "}
                </Text>
                <Text span size="sm" fw={600}>
                  {valueText(field)}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : null}
        {note ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            {blocked ? (
              <IconLock
                size={16}
                aria-hidden="true"
                color="var(--mantine-color-orange-8)"
                style={{ flexShrink: 0, marginTop: 2 }}
              />
            ) : null}
            <Text size="sm" c={blocked ? "var(--app-color-warning-text)" : "dimmed"} id={noteId}>
              {note}
            </Text>
          </Group>
        ) : null}
        {canEdit && bundle.isSubscribed && bundle.templateFields.length > 0 ? (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              aria-label={t("bundles.editValuesOf", { name: bundle.name })}
              disabled={pending}
              onClick={() => onEdit(bundle)}
            >
              {t("bundles.editValues")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
