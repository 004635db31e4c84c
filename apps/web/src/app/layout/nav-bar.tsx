import { Box, NavLink, Stack, Text } from "@mantine/core";
import { isAddressComplete } from "@portal/contract";
import {
  IconBuildingWarehouse,
  IconCalendar,
  IconFileText,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconSettings,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { type ComponentType, lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../config/paths.ts";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import { useCan } from "../access.ts";
import { useFeatures, useSessionMe } from "../session/use-session.ts";
import { AddressMissingIcon } from "./address-missing-icon.tsx";
import { DevFeatureMenu } from "./dev-feature-menu.tsx";
import { buildNavigation, type NavIcon, visibleNavigation } from "./navigation.ts";
import { useNavWorkflows } from "./use-nav-workflows.ts";

const AddressMissingTooltip = lazy(async () => ({
  default: (await import("./address-missing-tooltip.tsx")).AddressMissingTooltip,
}));

const icons: Record<NavIcon, ComponentType<{ size?: number; "aria-hidden"?: boolean }>> = {
  dashboard: IconLayoutDashboard,
  workflow: IconLayoutKanban,
  contacts: IconUsers,
  personnel: IconUsersGroup,
  calendar: IconCalendar,
  orders: IconBuildingWarehouse,
  documents: IconFileText,
};

export type NavBarProps = {
  /** Closes the slide-out menu after a choice on small screens. */
  onNavigate: () => void;
};

export function NavBar({ onNavigate }: NavBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const features = useFeatures();
  const can = useCan();
  const me = useSessionMe();
  const settings = useAccountSettings();
  const workflows = useNavWorkflows(features.Deals && me.account.modules.includes("DEALS"));
  const sections = visibleNavigation(buildNavigation({ features, modules: me.account.modules, workflows }));
  const addressMissing = settings.data ? !isAddressComplete(settings.data.main_company.address) : false;
  const isActive = (href: string) => location.pathname === href || location.pathname.startsWith(`${href}/`);

  return (
    <>
      {/* The browser's own scrolling, not Mantine's ScrollArea: that brings floating-ui (14 kB gzip) into
          every signed-in page for a scrollbar's looks. */}
      <Box style={{ flex: 1, overflowY: "auto", overscrollBehavior: "contain" }}>
        <Stack gap="md" p="sm">
          {sections.map((section) => (
            <Box
              key={section.id}
              component="section"
              aria-label={section.titleKey ? t(section.titleKey) : undefined}
            >
              {section.titleKey ? (
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
                  {t(section.titleKey)}
                </Text>
              ) : null}
              {section.items.map((item) => {
                const Icon = icons[item.icon];
                const href = item.href ?? "";
                return (
                  <NavLink
                    key={item.id}
                    component={Link}
                    to={href}
                    label={item.label ?? (item.labelKey ? t(item.labelKey) : "")}
                    leftSection={<Icon size={20} aria-hidden />}
                    active={isActive(href)}
                    aria-current={isActive(href) ? "page" : undefined}
                    onClick={onNavigate}
                  />
                );
              })}
            </Box>
          ))}
        </Stack>
      </Box>
      <Box p="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
        {can("settings.view") ? (
          <NavLink
            component={Link}
            to={paths.settings.getHref()}
            label={t("nav.settings")}
            leftSection={<IconSettings size={20} aria-hidden />}
            rightSection={
              addressMissing ? (
                <Suspense fallback={<AddressMissingIcon label={t("banner.addressMissing")} />}>
                  <AddressMissingTooltip label={t("banner.addressMissing")} />
                </Suspense>
              ) : null
            }
            active={isActive(paths.settings.getHref())}
            aria-current={isActive(paths.settings.getHref()) ? "page" : undefined}
            onClick={onNavigate}
          />
        ) : null}
        {import.meta.env.DEV ? <DevFeatureMenu /> : null}
      </Box>
    </>
  );
}
