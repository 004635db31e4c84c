import { Badge } from "@mantine/core";
import type { PurchaseOrderStatus } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export function OrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return (
    // The darker green keeps the light badge's contrast above 4.5:1 (as the quote's Accepted badge);
    // at its full width, since a table's column would otherwise squeeze it to an ellipsis.
    <Badge
      variant="light"
      color={status === "OPEN" ? "blue" : "green"}
      c={status === "SUBMITTED" ? "#236b33" : undefined}
      tt="none"
      miw="max-content"
    >
      {t(`purchaseOrders.status.${status}`)}
    </Badge>
  );
}
