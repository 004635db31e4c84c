import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconCheck,
  IconChevronDown,
  IconFileText,
  IconLanguage,
  IconLock,
  IconLogout,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { useLogout } from "../../features/auth/api/logout.ts";
import { changeLanguage, currentLanguage, type Language, languages } from "../../shared/i18n/i18n.ts";
import classes from "./user-menu.module.css";

export type UserMenuProps = {
  userName: string;
  companyName: string | null;
  textColor: string;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

export function UserMenu({ userName, companyName, textColor }: UserMenuProps) {
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
    >
      <Menu.Target>
        <UnstyledButton aria-label={t("header.userMenu", { name: userName })} style={{ color: textColor }}>
          <Group gap={8} wrap="nowrap">
            <Avatar radius="xl" size={32} color="blue" variant="filled" aria-hidden>
              <span className={classes.initials} data-initials={initials(userName)} />
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" c="inherit" lineClamp={1} maw={160}>
              {userName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
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
