// Settings → Quotes: what the quote PDFs show of the dealer: the logo, the company details under it,
// and the binding text above the signature.
import { Alert, Button, Card, FileButton, Group, Image, Stack, Text, Textarea, Title } from "@mantine/core";
import type { DealerSettings, ErrorCode } from "@portal/contract";
import { logoExtension, logoMaxBytes } from "@portal/domain";
import { IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { errorText, firstFieldErrorText } from "../../../shared/api-client/error-text.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useDeleteCompanyLogo } from "../api/delete-company-logo.ts";
import { useUpdateDealerSettings } from "../api/update-dealer-settings.ts";
import { useUploadCompanyLogo } from "../api/upload-company-logo.ts";
import { dealerSettingsBody } from "./dealer-settings-body.ts";

/** The same checks as the server's, so a wrong file is refused before it is sent. */
/** Why the server would refuse this file, said before it is sent. */
function logoProblem(file: File): ErrorCode | null {
  if (!logoExtension(file.name)) return "LOGO_WRONG_TYPE";
  if (file.size === 0) return "FILE_EMPTY";
  if (file.size > logoMaxBytes) return "LOGO_TOO_LARGE";
  return null;
}

function CompanyLogo({ dealer, readOnly }: { dealer: DealerSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadCompanyLogo();
  const remove = useDeleteCompanyLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const url = dealer.companyLogoDocumentUrl;

  const choose = (file: File | null) => {
    if (!file) return;
    const refused = logoProblem(file);
    setProblem(refused ? t(`errors.${refused}`) : null);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => showSuccessToast(t("settings.quoteDocuments.logoSaved")),
      onError: (error) => {
        if (hasStatus(error, 413, 415, 422)) setProblem(firstFieldErrorText(error) ?? errorText(error));
      },
    });
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="company-logo-label">
        {t("settings.quoteDocuments.logo")}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        <Card withBorder padding="xs" w={200} h={80} style={{ display: "grid", placeItems: "center" }}>
          {url ? (
            <Image src={url} alt={t("settings.quoteDocuments.logoAlt")} mah={60} maw={180} fit="contain" />
          ) : (
            <Group gap={6} c="dimmed">
              <IconPhoto size={18} aria-hidden="true" />
              <Text size="sm">{t("settings.quoteDocuments.noLogo")}</Text>
            </Group>
          )}
        </Card>
        {readOnly ? null : (
          <Group gap="xs">
            <FileButton onChange={choose} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                  loading={upload.isPending}
                  aria-describedby="company-logo-help"
                >
                  {url ? t("settings.quoteDocuments.replaceLogo") : t("settings.quoteDocuments.uploadLogo")}
                </Button>
              )}
            </FileButton>
            {url ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => showSuccessToast(t("settings.quoteDocuments.logoRemoved")),
                  })
                }
              >
                {t("settings.quoteDocuments.removeLogo")}
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
      {readOnly ? null : (
        <Text size="xs" c="dimmed" id="company-logo-help">
          {t("settings.quoteDocuments.logoHelp")}
        </Text>
      )}
      {problem ? (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}

export type QuoteDocumentsCardProps = {
  dealer: DealerSettings;
  /** The company details and binding text only show (they are dealer settings). */
  readOnly: boolean;
  /** The logo only shows. */
  logoReadOnly: boolean;
};

export function QuoteDocumentsCard({ dealer, readOnly, logoReadOnly }: QuoteDocumentsCardProps) {
  const { t } = useTranslation();
  const save = useUpdateDealerSettings();
  const [details, setDetails] = useState(dealer.companyDetails ?? "");
  const [binding, setBinding] = useState(dealer.bindingText ?? "");
  const dirty = details !== (dealer.companyDetails ?? "") || binding !== (dealer.bindingText ?? "");

  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="quote-documents-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="quote-documents-title">
            {t("settings.quoteDocuments.title")}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t("settings.quoteDocuments.help")}
          </Text>
        </div>
        <CompanyLogo dealer={dealer} readOnly={logoReadOnly} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(dealerSettingsBody(dealer, { companyDetails: details, bindingText: binding }), {
              onSuccess: () => showSuccessToast(t("settings.saved")),
            });
          }}
        >
          <Stack gap="md">
            <Textarea
              label={t("settings.quoteDocuments.companyDetails")}
              description={t("settings.quoteDocuments.companyDetailsHelp")}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={2000}
              readOnly={readOnly}
              value={details}
              onChange={(event) => setDetails(event.currentTarget.value)}
            />
            <Textarea
              label={t("settings.quoteDocuments.bindingText")}
              description={t("settings.quoteDocuments.bindingTextHelp")}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={10000}
              readOnly={readOnly}
              value={binding}
              onChange={(event) => setBinding(event.currentTarget.value)}
            />
            {readOnly ? null : (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} disabled={!dirty}>
                  {t("settings.quoteDocuments.save")}
                </Button>
              </Group>
            )}
            {save.isError ? (
              <Alert color="red" role="alert">
                {errorText(save.error)}
              </Alert>
            ) : null}
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
