import { Alert, List, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type FieldErrorsAlertProps = {
  title: string;
  /** The message of the answer, shown when there are no field errors. */
  message?: string;
  /** Field errors keyed by path, as a 422 answer carries them (e.g. `statuses.0.phase`). */
  errors: Record<string, string[]>;
  onClose?: () => void;
};

/** Field errors that belong to no input on screen (an imported file, a saved list), one line each. */
export function FieldErrorsAlert({ title, message, errors, onClose }: FieldErrorsAlertProps) {
  const { t } = useTranslation();
  const lines = Object.entries(errors).flatMap(([path, messages]) =>
    messages.map((text, index) => ({ key: `${path}-${index}`, path, text })),
  );
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden="true" />}
      withCloseButton={onClose !== undefined}
      closeButtonLabel={t("common.close")}
      onClose={onClose}
    >
      {lines.length === 0 ? (
        <Text size="sm">{message}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={line.key}>
              {line.path ? (
                <Text span size="sm" ff="monospace">
                  {line.path}:{" "}
                </Text>
              ) : null}
              {line.text}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
