import { Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconSearchOff } from "@tabler/icons-react";
import type { ReactNode } from "react";

export type ErrorPanelProps = {
  /** Something missing (a search icon) rather than something broken (a warning). */
  missing?: boolean;
  title: ReactNode;
  message: ReactNode;
  /** A way on: try again, or back. */
  action?: ReactNode;
};

/** The look of every error view (spec 001 §8): an icon, a heading, a line or two, one action; announced. */
export function ErrorPanel({ missing = false, title, message, action }: ErrorPanelProps) {
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" ta="center">
      {missing ? (
        <IconSearchOff size={40} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      ) : (
        <IconAlertTriangle size={40} aria-hidden="true" color="var(--mantine-color-orange-8)" />
      )}
      <Title order={2} size="h3">
        {title}
      </Title>
      {typeof message === "string" ? (
        <Text c="dimmed" maw={480}>
          {message}
        </Text>
      ) : (
        message
      )}
      {action}
    </Stack>
  );
}
