import { Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

export type DetailSectionProps = {
  title: string;
  /** Buttons on the heading's line (Edit, Add). */
  action?: ReactNode;
  children: ReactNode;
};

export function DetailSection({ title, action, children }: DetailSectionProps) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mih={30}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
