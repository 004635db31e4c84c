import { Badge } from "@mantine/core";
import type { EmployeeStatus } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

/**
 * The status as a light badge whose colour carries the meaning and whose text stays near-black:
 * Mantine's own light-variant green text falls under 4.5:1 on its tint.
 */
export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation();
  return (
    // Never cut to "AKTY…" when a table column is narrow (Polish words are longer).
    <Badge
      variant="light"
      c="gray.9"
      color={status === "active" ? "green" : "gray"}
      radius="xl"
      style={{ minWidth: "max-content" }}
    >
      {t(`employees.statuses.${status}`)}
    </Badge>
  );
}
