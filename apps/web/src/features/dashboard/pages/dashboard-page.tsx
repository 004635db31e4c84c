import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLayoutDashboard } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

// Sections per active workflow (Deals) and the Orders section (Purchasing) come with their issues.
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t("dashboard.title")}</Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconLayoutDashboard size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t("dashboard.emptyTitle")}
          </Title>
          <Text c="dimmed" maw={520}>
            {t("dashboard.emptyMessage")}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
