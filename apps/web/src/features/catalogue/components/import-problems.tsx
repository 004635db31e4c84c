// The whole-file check's answer: every problem with where it is in the upload.
import { Alert, Code, List, ScrollArea, Text } from "@mantine/core";
import type { FieldError } from "@portal/contract";
import { IconAlertCircle } from "@tabler/icons-react";
import { fieldErrorText } from "../../../shared/api-client/error-text.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type ImportProblem = { path: string; message: string };

/** The problems of a 422 answer, in the order the server found them, in the user's language. */
export function problemsOf(errors: Readonly<Record<string, readonly FieldError[]>>): ImportProblem[] {
  return Object.entries(errors).flatMap(([path, list]) =>
    list.map((error) => ({ path, message: fieldErrorText(error) })),
  );
}

export type ImportProblemsProps = { problems: readonly ImportProblem[] };

export function ImportProblems({ problems }: ImportProblemsProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={t("catalogue.import.problemsTitle", { count: problems.length })}
      role="alert"
    >
      <Text size="sm" mb="xs">
        {t("catalogue.import.problemsHelp")}
      </Text>
      <ScrollArea.Autosize mah={320} type="auto" scrollbars="y">
        <List size="sm" spacing={6} aria-label={t("catalogue.import.problemsList")}>
          {problems.map((problem, index) => (
            // The same path can carry several problems; the order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once per answer and never reordered
            <List.Item key={`${problem.path}-${index}`}>
              {/* A path can be longer than a phone is wide: let it wrap anywhere. */}
              <Code style={{ overflowWrap: "anywhere" }}>
                {problem.path === "catalogue" ? t("catalogue.import.wholeFile") : problem.path}
              </Code>{" "}
              {problem.message}
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Alert>
  );
}
