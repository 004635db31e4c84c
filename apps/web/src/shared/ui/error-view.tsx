import { Button, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type ErrorViewProps = {
  onRetry?: () => void;
};

/** The generic error component of spec 001 §8. */
export function ErrorView({ onRetry }: ErrorViewProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" ta="center">
      <IconAlertTriangle size={40} aria-hidden="true" color="var(--mantine-color-orange-8)" />
      <Title order={2} size="h3">
        {t("errors.genericTitle")}
      </Title>
      <Text c="dimmed" maw={480}>
        {t("errors.genericMessage")}
      </Text>
      {onRetry ? (
        <Button variant="light" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      ) : null}
    </Stack>
  );
}
