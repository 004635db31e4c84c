import { Group, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";

/** The deal page's shape while it loads. */
export function DealDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label={t("common.loading")}>
      <Skeleton h={14} w={200} />
      <Group gap="sm">
        <Skeleton h={32} w={{ base: "70%", sm: 360 }} />
        <Skeleton h={26} w={80} />
      </Group>
      <Group gap="sm">
        <Skeleton h={36} w={220} />
        <Skeleton h={26} w={140} />
        <Skeleton h={26} w={140} />
      </Group>
      <Skeleton h={36} />
      <Skeleton h={240} />
    </Stack>
  );
}
