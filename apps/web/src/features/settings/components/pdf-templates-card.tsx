// Settings → Quotes: which PDF templates the account offers. A switched-off one answers
// 'Template Not Configured' where a quote's View PDF asks for it.
import { Card, Loader, Stack, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { usePdfTemplates } from "../api/get-pdf-templates.ts";
import { useSwitchPdfTemplate } from "../api/update-pdf-templates.ts";

/** `readOnly`: the switches show which templates are on but cannot be changed. */
export function PdfTemplatesCard({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const templates = usePdfTemplates();
  // A failed switch goes back by itself; the app's generic error toast says why.
  const change = useSwitchPdfTemplate();

  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="pdf-templates-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="pdf-templates-title">
            {t("settings.pdfTemplates.title")}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t("settings.pdfTemplates.help")}
          </Text>
        </div>
        {templates.isError ? (
          <ErrorView onRetry={() => void templates.refetch()} />
        ) : !templates.data ? (
          <Loader size="sm" aria-label={t("common.loading")} />
        ) : (
          <Stack gap="sm">
            {templates.data.templates.map((template) => (
              <Switch
                key={template.kind}
                label={t(`quotes.pdf.${template.kind}`)}
                checked={template.enabled}
                disabled={
                  readOnly || (change.isPending && change.variables?.templates[0]?.kind === template.kind)
                }
                onChange={(event) => {
                  const enabled = event.currentTarget.checked;
                  change.mutate(
                    { templates: [{ kind: template.kind, enabled }] },
                    {
                      onSuccess: () =>
                        showSuccessToast(
                          t(
                            enabled
                              ? "settings.pdfTemplates.switchedOn"
                              : "settings.pdfTemplates.switchedOff",
                            {
                              name: t(`quotes.pdf.${template.kind}`),
                            },
                          ),
                        ),
                    },
                  );
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
