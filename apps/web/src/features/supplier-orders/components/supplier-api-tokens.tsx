// A supplier's API access (issue 12): the tokens its own system uses for GET /api/supplier/orders and
// PUT /api/supplier/orders/{id}. A new token is shown once, in the modal that follows issuing it.
import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { SupplierApiToken } from "@portal/contract";
import { IconAlertTriangle, IconExternalLink, IconKey } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { apiBaseUrl } from "../../../config/env.ts";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { formatDate, formatDateTime } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { CopyValueButton } from "../../../shared/ui/copy-value-button.tsx";
import { FormModal, useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useIssueSupplierApiToken } from "../api/create-supplier-api-token.ts";
import { useSupplierApiTokens } from "../api/list-supplier-api-tokens.ts";
import { useRevokeSupplierApiToken } from "../api/revoke-supplier-api-token.ts";

export type SupplierApiTokensProps = { manufacturerId: number; supplierName: string };

type IssuedToken = SupplierApiToken & { token: string };

const nameMaxLength = 120;

export function SupplierApiTokens({ manufacturerId, supplierName }: SupplierApiTokensProps) {
  const { t } = useTranslation();
  const tokens = useSupplierApiTokens(manufacturerId);
  const revoke = useRevokeSupplierApiToken(manufacturerId);
  const [issuing, issueModal] = useDisclosure(false);
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  const headingId = `supplier-${manufacturerId}-api`;

  const confirmRevoke = (token: SupplierApiToken) =>
    openConfirm({
      title: t("settings.suppliers.tokens.revokeTitle"),
      message: t("settings.suppliers.tokens.revokeMessage", { name: token.name }),
      confirmLabel: t("settings.suppliers.tokens.revoke"),
      danger: true,
      onConfirm: () =>
        revoke.mutate(token.id, {
          onSuccess: () => showSuccessToast(t("settings.suppliers.tokens.revoked", { name: token.name })),
        }),
    });

  let body: ReactNode;
  if (tokens.isError) {
    body = (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red.9">
          {t("settings.suppliers.tokens.loadFailed")}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void tokens.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Group>
    );
  } else if (!tokens.data) {
    body = (
      <Group role="status" aria-live="polite">
        <Loader size="sm" aria-label={t("settings.suppliers.tokens.loading")} />
      </Group>
    );
  } else if (tokens.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t("settings.suppliers.tokens.empty")}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap="xs" aria-labelledby={headingId} m={0} p={0} style={{ listStyle: "none" }}>
        {tokens.data.map((token) => (
          <Group component="li" key={token.id} justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                {token.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t("settings.suppliers.tokens.created", { date: formatDate(token.createdAt) })}
                {" · "}
                {token.lastUsedAt
                  ? t("settings.suppliers.tokens.lastUsed", { date: formatDateTime(token.lastUsedAt) })
                  : t("settings.suppliers.tokens.neverUsed")}
              </Text>
            </Stack>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              // Mantine's subtle red text (red-6) is 3.3:1 on white; red-9 passes WCAG AA.
              c="red.9"
              style={{ flexShrink: 0 }}
              aria-label={t("settings.suppliers.tokens.revokeLabel", { name: token.name })}
              loading={revoke.isPending && revoke.variables === token.id}
              onClick={() => confirmRevoke(token)}
            >
              {t("settings.suppliers.tokens.revoke")}
            </Button>
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} pt="xs">
      <Title order={3} size="h5" id={headingId}>
        {t("settings.suppliers.tokens.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("settings.suppliers.tokens.intro")}
      </Text>
      {body}
      <Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconKey size={16} aria-hidden="true" />}
          onClick={issueModal.open}
        >
          {t("settings.suppliers.tokens.issue")}
        </Button>
      </Group>
      <FormModal
        opened={issuing}
        onClose={issueModal.close}
        title={t("settings.suppliers.tokens.issueTitle", { name: supplierName })}
        size={440}
      >
        <IssueTokenForm
          manufacturerId={manufacturerId}
          onIssued={(token) => {
            issueModal.close();
            setIssued(token);
          }}
        />
      </FormModal>
      <IssuedTokenModal issued={issued} supplierName={supplierName} onClose={() => setIssued(null)} />
    </Stack>
  );
}

type IssueTokenFormProps = { manufacturerId: number; onIssued: (token: IssuedToken) => void };

type Values = { name: string };

function IssueTokenForm({ manufacturerId, onIssued }: IssueTokenFormProps) {
  const { t } = useTranslation();
  const issue = useIssueSupplierApiToken(manufacturerId);
  const label = t("settings.suppliers.tokens.name");
  const form = useAppForm<Values>({
    initialValues: { name: "" },
    fields: { name: { kind: "text", maxLength: nameMaxLength } },
    validate: { name: required(label) },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = ({ name }: Values) =>
    issue.mutate(name.trim(), {
      onSuccess: (token) => {
        form.resetDirty();
        onIssued(token);
      },
      onError: (error) => form.refuseServer(error),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={label}
          description={t("settings.suppliers.tokens.nameHint")}
          withAsterisk
          maxLength={nameMaxLength}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={issue.isPending}>
            {t("settings.suppliers.tokens.issueSubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type IssuedTokenModalProps = { issued: IssuedToken | null; supplierName: string; onClose: () => void };

/** The token, once: it is kept only hashed, so closing this is the last chance to copy it. */
function IssuedTokenModal({ issued, supplierName, onClose }: IssuedTokenModalProps) {
  const { t } = useTranslation();
  const ordersUrl = new URL(`${apiBaseUrl}/supplier/orders`, window.location.origin).href;
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      closeOnClickOutside={false}
      title={t("settings.suppliers.tokens.issuedTitle", { name: supplierName })}
      size={560}
    >
      {issued ? (
        <Stack gap="md">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={t("settings.suppliers.tokens.onceTitle")}
            // The address banner's warning text: 6.2:1 on the alert's background.
            styles={{ title: { color: "var(--app-color-warning-text)" } }}
          >
            {t("settings.suppliers.tokens.onceMessage")}
          </Alert>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("settings.suppliers.tokens.tokenLabel", { name: issued.name })}
            </Text>
            <Code block style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
              {issued.token}
            </Code>
            <Group>
              <CopyValueButton
                value={issued.token}
                label={t("settings.suppliers.tokens.copy")}
                copiedLabel={t("settings.suppliers.tokens.copied")}
              />
            </Group>
          </Stack>
          <Stack gap={4}>
            <Text size="sm">{t("settings.suppliers.tokens.usage")}</Text>
            <Code block style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
              {`curl -H "Authorization: Bearer ${issued.token}" ${ordersUrl}`}
            </Code>
            <Anchor href={`${apiBaseUrl}/docs`} target="_blank" rel="noopener" size="sm">
              <Group component="span" gap={4} wrap="nowrap">
                {t("settings.suppliers.tokens.docs")}
                <IconExternalLink size={14} aria-hidden="true" />
              </Group>
            </Anchor>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("settings.suppliers.tokens.done")}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
