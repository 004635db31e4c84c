// The user menu itself: Mantine's Menu and its floating dropdown, loaded just after the shell renders
// (see user-menu.tsx), so the shell does not wait for them.
import { Menu, Text } from "@mantine/core";
import { IconCheck, IconFileText, IconLanguage, IconLock, IconLogout } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { useLogout } from "../../features/session/api/logout.ts";
import { changeLanguage, currentLanguage, type Language, languages } from "../../shared/i18n/i18n.ts";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import { UserMenuButton, type UserMenuProps } from "./user-menu-button.tsx";

export function UserMenuDropdown({
  userName,
  companyName,
  textColor,
  defaultOpened = false,
}: UserMenuProps & { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logoutMutation = useLogout({
    onSettled: () => void navigate(paths.login.getHref(), { replace: true }),
  });
  const language = currentLanguage();

  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <UserMenuButton userName={userName} textColor={textColor} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {userName}
          </Text>
          {companyName ? (
            <Text size="xs" c="dimmed">
              {companyName}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Label>{t("header.language")}</Menu.Label>
        {languages.map((code: Language) => (
          <Menu.Item
            key={code}
            leftSection={<IconLanguage size={16} aria-hidden />}
            rightSection={
              code === language ? <IconCheck size={16} aria-label={t("header.selected")} /> : null
            }
            onClick={() => changeLanguage(code)}
            lang={code}
          >
            {t(`languages.${code}`)}
          </Menu.Item>
        ))}
        <Menu.Item
          component="a"
          href={paths.legal.terms}
          target="_blank"
          rel="noopener"
          leftSection={<IconFileText size={16} aria-hidden />}
        >
          {t("header.terms")}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={paths.legal.privacy}
          target="_blank"
          rel="noopener"
          leftSection={<IconLock size={16} aria-hidden />}
        >
          {t("header.privacy")}
        </Menu.Item>
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logoutMutation.mutate()}
          disabled={logoutMutation.isPending}
        >
          {t("header.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
