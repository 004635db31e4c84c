import { Alert, List, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ApiError } from "../api-client/api-error.ts";
import { errorText, fieldErrorText } from "../api-client/error-text.ts";
import { useTranslation } from "../i18n/use-translation.ts";

export type FieldErrorsAlertProps = {
  title: string;
  /** The refused call: its field errors keyed by path (e.g. `statuses.0.phase`), else its own words. */
  error: ApiError;
  onClose?: () => void;
};

/** Field errors that belong to no input on screen (an imported file, a saved list), one line each. */
export function FieldErrorsAlert({ title, error, onClose }: FieldErrorsAlertProps) {
  const { t } = useTranslation();
  const lines = Object.entries(error.errors).flatMap(([path, problems]) =>
    problems.map((problem, index) => ({ key: `${path}-${index}`, path, text: fieldErrorText(problem) })),
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
        <Text size="sm">{errorText(error)}</Text>
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
