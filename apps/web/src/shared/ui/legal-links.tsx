import { Text } from "@mantine/core";
import { paths } from "../../config/paths.ts";
import { useTranslation } from "../i18n/use-translation.ts";

/** The terms and privacy links under every public page. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" ta="center">
      <a href={paths.legal.terms} style={{ color: "inherit" }}>
        {t("header.terms")}
      </a>
      {" · "}
      <a href={paths.legal.privacy} style={{ color: "inherit" }}>
        {t("header.privacy")}
      </a>
    </Text>
  );
}
