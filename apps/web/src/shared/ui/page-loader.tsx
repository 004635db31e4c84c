import { Center, Loader } from "@mantine/core";
import { useTranslation } from "../i18n/use-translation.ts";

export type PageLoaderProps = { fullScreen?: boolean };

export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Center h={fullScreen ? "100dvh" : 240} role="status" aria-live="polite">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}
