// The quote's Details card: description and the notes the customer sees.
import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { Quote } from "@portal/contract";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { UpdateQuoteBody } from "../api/update-quote.ts";

export type QuoteDetailsPanelProps = {
  quote: Quote;
  readOnly: boolean;
  saving: boolean;
  onSave: (patch: Partial<UpdateQuoteBody>) => Promise<boolean>;
};

/** Description and customer notes; a form while the quote can change. Keyed by version, so a save resets it. */
export function QuoteDetailsPanel({ quote, readOnly, saving, onSave }: QuoteDetailsPanelProps) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(quote.description);
  const [notes, setNotes] = useState(quote.customerNotes);
  const dirty = description !== quote.description || notes !== quote.customerNotes;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="quote-details-title">
      <Title order={2} size="h4" id="quote-details-title" mb="xs">
        {t("quotes.details.title")}
      </Title>
      {readOnly ? (
        <Stack gap="xs">
          <div>
            <Text size="sm" fw={500}>
              {t("quotes.details.description")}
            </Text>
            <Text size="sm" c={quote.description ? undefined : "dimmed"}>
              {quote.description || "—"}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={500}>
              {t("quotes.details.customerNotes")}
            </Text>
            <Text size="sm" c={quote.customerNotes ? undefined : "dimmed"} style={{ whiteSpace: "pre-wrap" }}>
              {quote.customerNotes || "—"}
            </Text>
          </div>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave({ description: description.trim(), customerNotes: notes.trim() });
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t("quotes.details.description")}
              value={description}
              maxLength={500}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <Textarea
              label={t("quotes.details.customerNotes")}
              description={t("quotes.details.customerNotesHelp")}
              value={notes}
              maxLength={5000}
              autosize
              minRows={2}
              onChange={(event) => setNotes(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!dirty} loading={saving && dirty}>
                {t("common.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
