import { Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

export type SettingsSectionProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/** One titled card of a settings tab, a region named by its title. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      ) : null}
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </Paper>
  );
}
