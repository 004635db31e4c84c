// Accepting a quote (spec 000 §3 Quote): an optional drawn signature; a refusal shows its reason here.
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { refusalText } from "../../../shared/api-client/error-text.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { SignaturePad } from "../../../shared/ui/signature-pad.tsx";
import { useAcceptQuote } from "../api/accept-quote.ts";

export type AcceptDialogProps = { quoteId: string; opened: boolean; onClose: () => void };

export function AcceptDialog({ quoteId, opened, onClose }: AcceptDialogProps) {
  const { t } = useTranslation();
  const accept = useAcceptQuote(quoteId);
  const [signature, setSignature] = useState<string | null>(null);
  const refusal = accept.isError ? refusalText(accept.error) : null;

  const close = () => {
    accept.reset();
    setSignature(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t("quotes.accept.title")} size="lg">
      <Stack gap="md">
        <Text size="sm">{t("quotes.accept.intro")}</Text>
        {opened ? <SignaturePad label={t("quotes.accept.signature")} onChange={setSignature} /> : null}
        {refusal ? (
          <Alert color="red" title={t("quotes.accept.refused")} role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.mutate(signature, { onSuccess: close })}>
            {t("quotes.accept.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
