import { Alert, Anchor } from "@mantine/core";
import { isAddressComplete } from "@portal/contract";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import { useCan } from "../access.ts";

/**
 * 'Finish setting up your account' while the company address is incomplete (spec 000 §2): a link to
 * Settings → General for those who may change it, plain text for the others.
 */
export function AddressBanner() {
  const { t } = useTranslation();
  const settings = useAccountSettings();
  const can = useCan();
  if (!settings.data || isAddressComplete(settings.data.main_company.address)) return null;

  return (
    <Alert
      variant="light"
      color="orange"
      title={t("banner.finishSetup")}
      icon={<IconAlertTriangle aria-hidden />}
      mb="md"
      // 6.2:1 on the alert's background (WCAG AA asks 4.5:1).
      styles={{ title: { color: "var(--app-color-warning-text)" } }}
    >
      {can("settings.edit") ? (
        <Anchor
          component={Link}
          to={paths.settingsTab.getHref("general")}
          c="var(--app-color-warning-text)"
          fw={500}
          underline="always"
        >
          {t("banner.addressMissing")}
        </Anchor>
      ) : (
        t("banner.addressMissing")
      )}
    </Alert>
  );
}
