import { Button, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { paths, type SettingsTab } from "../../../config/paths.ts";

export type SettingsLayoutProps = {
  /** The tabs this user may open, in the spec's order; the route table decides (app/routes). */
  tabs: readonly SettingsTab[];
};

export function SettingsLayout({ tabs }: SettingsLayoutProps) {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <Stack gap="lg">
      <Title order={1}>{t("settings.title")}</Title>
      <Group
        component="nav"
        aria-label={t("settings.tabsLabel")}
        gap="xs"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
        pb="xs"
      >
        {tabs.map((tab) => {
          const href = paths.settingsTab.getHref(tab);
          const active = location.pathname === href;
          return (
            <Button
              key={tab}
              component={Link}
              to={href}
              variant={active ? "light" : "subtle"}
              color={active ? "blue" : "gray"}
              aria-current={active ? "page" : undefined}
              size="sm"
            >
              {t(`settings.tabs.${tab}`)}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );
}
