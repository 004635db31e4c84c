import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ToneBadge } from "./tone-badge.tsx";

export type ActivePillProps = { active: boolean };

export function ActivePill({ active }: ActivePillProps) {
  const { t } = useTranslation();
  return (
    <ToneBadge radius="xl" color={active ? "green" : "gray"}>
      {active ? t("workflows.active") : t("workflows.inactive")}
    </ToneBadge>
  );
}
