import { Group, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { ComponentPropsWithoutRef, Ref } from "react";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
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

export type UserMenuButtonProps = Pick<UserMenuProps, "userName" | "textColor"> &
  ComponentPropsWithoutRef<"button"> & { ref?: Ref<HTMLButtonElement> };

/** The header's avatar-and-name button that opens the user menu. */
export function UserMenuButton({ userName, textColor, ref, ...others }: UserMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      ref={ref}
      {...others}
      aria-label={t("header.userMenu", { name: userName })}
      style={{ color: textColor }}
    >
      <Group gap={8} wrap="nowrap">
        <span className={classes.avatar} data-initials={initials(userName)} aria-hidden />
        <Text size="sm" fw={500} visibleFrom="sm" c="inherit" lineClamp={1} maw={160}>
          {userName}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
