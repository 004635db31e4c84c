import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type PaymentFailedDialogProps = {
  /** The provider's own words, or null when the dialog is closed. */
  message: string | null;
  onClose: () => void;
};

/**
 * A confirmation the provider refused (spec 001 §8): 'Payment Failed', its message, and Close. The
 * browser's own modal dialog (focus kept inside, Escape closes, the page behind inert), so the
 * customer's phone loads no modal library for it.
 */
export function PaymentFailedDialog({ message, onClose }: PaymentFailedDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = message !== null;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Without showModal (an old browser, or a test's DOM) it still opens, in place.
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    if (!open && element.open) {
      if (typeof element.close === "function") element.close();
      else element.removeAttribute("open");
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
      style={{ border: 0, padding: 0, background: "transparent", width: "min(440px, calc(100vw - 32px))" }}
    >
      <Paper radius="md" p="lg" shadow="md">
        <Stack gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {t("checkout.failedTitle")}
          </Title>
          <Text>{t("checkout.failedDialog")}</Text>
          {message ? (
            <Text c="red.8" fw={500}>
              {message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={onClose} autoFocus>
              {t("checkout.close")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </dialog>
  );
}
