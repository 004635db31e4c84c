// Human words for a role's permissions and for the kind of employee it makes (en and pl locales).
import { employeeAccessOfRole, type Permission } from "@portal/domain";
import type { TFunction } from "../../../shared/i18n/translator.ts";

/** i18next reads dots as nesting, so `quotes.tax_override` is kept as `quotes_tax_override`. */
export function permissionLabel(t: TFunction, permission: Permission): string {
  return t(`employees.permissions.${permission.replaceAll(".", "_")}`);
}

/** Who the role makes its employees: an administrator, staff (deals only), a supplier's representative. */
export function roleKindLabel(t: TFunction, permissions: readonly Permission[]): string {
  const { employeeType, flags } = employeeAccessOfRole(permissions);
  if (flags.includes("DEALS_ONLY")) return t("employees.kinds.DEALS_ONLY");
  return t(`employees.kinds.${employeeType}`);
}
