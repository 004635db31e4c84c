import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { paths, type SettingsTab } from "../../../config/paths.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type SettingsLayoutProps = {
  /** The tabs this user may open, in the spec's order; the route table decides (app/routes). */
  tabs: readonly SettingsTab[];
  /** The user may see settings but not change them: says so above every tab. */
  readOnly: boolean;
};

export function SettingsLayout({ tabs, readOnly }: SettingsLayoutProps) {
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
      {readOnly ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />} maw={880}>
          {t("settings.readOnly")}
        </Alert>
      ) : null}
      <Outlet />
    </Stack>
  );
}
