import { ActionIcon, Burger, Group, Image, Text, UnstyledButton } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { brandName } from "../../config/env.ts";
import { paths } from "../../config/paths.ts";
import { GlobalSearch } from "../../features/search/components/global-search.tsx";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useBranding } from "../../shared/branding/get-branding.ts";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import { useSessionMe } from "../session/use-session.ts";
import classes from "./app-header.module.css";
import { headerTextColors, headerTextTone } from "./header-colors.ts";
import { UserMenu } from "./user-menu.tsx";

export type AppHeaderProps = {
  navOpened: boolean;
  onToggleNav: () => void;
};

/** Asks the live-chat widget (loaded by its integration, a later issue) to open. */
function openLiveChat(chatKey: string) {
  window.dispatchEvent(new CustomEvent("portal:open-chat", { detail: { chatKey } }));
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const me = useSessionMe();
  const settings = useAccountSettings();
  const branding = useBranding();
  const background = branding.data?.color ?? "#ffffff";
  const textColor = headerTextColors[headerTextTone(background)];
  const companyName = settings.data?.main_company.name ?? null;
  const displayName = branding.data?.name ?? brandName;
  const chatKey = branding.data?.chatKey ?? null;

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" style={{ background, color: textColor }}>
      <Burger
        opened={navOpened}
        onClick={onToggleNav}
        hiddenFrom="sm"
        size="sm"
        color={textColor}
        aria-label={navOpened ? t("header.closeNavigation") : t("header.openNavigation")}
        aria-expanded={navOpened}
        aria-controls="main-navigation"
      />
      <UnstyledButton
        component={Link}
        to={paths.dashboard.getHref()}
        aria-label={t("header.home", { name: displayName })}
      >
        <Group gap={8} wrap="nowrap">
          <Image src={branding.data?.logoUrl ?? "/logo.svg"} alt="" h={32} w="auto" fit="contain" />
          {branding.data?.logoUrl ? null : (
            <Text fw={700} size="lg" c="inherit" visibleFrom="xs">
              {displayName}
            </Text>
          )}
        </Group>
      </UnstyledButton>

      <Group gap={0} wrap="nowrap" className={classes.search}>
        <GlobalSearch textColor={textColor} />
      </Group>

      {companyName ? (
        <Text
          size="sm"
          fw={500}
          c="inherit"
          visibleFrom="sm"
          lineClamp={1}
          maw={220}
          data-testid="company-name"
        >
          {companyName}
        </Text>
      ) : null}
      {chatKey ? (
        <ActionIcon
          variant="subtle"
          c={textColor}
          aria-label={t("header.liveChat")}
          onClick={() => openLiveChat(chatKey)}
        >
          <IconHelpCircle size={22} aria-hidden />
        </ActionIcon>
      ) : null}
      <UserMenu userName={me.name} companyName={companyName} textColor={textColor} />
    </Group>
  );
}
