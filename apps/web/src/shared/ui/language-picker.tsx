import { Group, UnstyledButton } from "@mantine/core";
import { changeLanguage, currentLanguage, languages } from "../i18n/i18n.ts";
import { useTranslation } from "../i18n/use-translation.ts";

/** The customer's choice of language on the public pages: each language named in itself. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Group justify="center" gap="md" role="group" aria-label={t("header.languagePicker")}>
      {languages.map((code) => (
        <UnstyledButton
          key={code}
          lang={code}
          aria-pressed={code === current}
          onClick={() => void changeLanguage(code)}
          fz="xs"
          fw={code === current ? 700 : 400}
          c={code === current ? "dark" : "dimmed"}
          td={code === current ? undefined : "underline"}
        >
          {t(`languages.${code}`)}
        </UnstyledButton>
      ))}
    </Group>
  );
}
