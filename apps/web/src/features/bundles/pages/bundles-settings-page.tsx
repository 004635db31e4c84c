import { EmptyState, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Bundle } from "@portal/contract";
import { blockingBundle, exclusivityGroupMates } from "@portal/domain";
import { IconPackages } from "@tabler/icons-react";
import { useMutationState } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useBundles } from "../api/list-bundles.ts";
import { bundleMutationKey } from "../api/optimistic-bundles.ts";
import { type SubscribeBundleInput, useSubscribeBundle } from "../api/subscribe-bundle.ts";
import { useUnsubscribeBundle } from "../api/unsubscribe-bundle.ts";
import { BundleCard } from "../components/bundle-card.tsx";
import { TemplateValuesForm } from "../components/template-values-form.tsx";

export type BundlesSettingsPageProps = {
  /** May subscribe, unsubscribe and change values (settings.edit); otherwise the list only shows. */
  canEdit: boolean;
};

type Dialog = { id: number; mode: "subscribe" | "edit" };

/** The bundles by supplier, in the order the API lists them (the dealer's suppliers, then sortOrder). */
function bySupplier(bundles: readonly Bundle[]) {
  const groups = new Map<number, { name: string; bundles: Bundle[] }>();
  for (const bundle of bundles) {
    const { id, name } = bundle.context.manufacturer;
    const group = groups.get(id) ?? { name, bundles: [] };
    group.bundles.push(bundle);
    groups.set(id, group);
  }
  return [...groups.entries()].map(([id, group]) => ({
    id,
    name: group.name,
    bundles: group.bundles.toSorted((a, b) => a.sortOrder - b.sortOrder),
  }));
}

/** Settings → Bundles (spec 001 §2): subscribe and unsubscribe toggles and the template fields modal. */
export function BundlesSettingsPage({ canEdit }: BundlesSettingsPageProps) {
  const { t } = useTranslation();
  const bundles = useBundles();
  const subscribe = useSubscribeBundle();
  const unsubscribe = useUnsubscribeBundle();
  const pendingIds = useMutationState({
    filters: { mutationKey: bundleMutationKey, status: "pending" },
    select: (mutation) => {
      const variables = mutation.state.variables as number | SubscribeBundleInput | undefined;
      return typeof variables === "number" ? variables : variables?.id;
    },
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Kept after closing so the modal can animate out with its content.
  const [shown, setShown] = useState<Dialog | null>(null);
  const open = (next: Dialog) => {
    setShown(next);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const list = bundles.data ?? [];
  const modalBundle = shown ? list.find((bundle) => bundle.id === shown.id) : undefined;

  const toggle = (bundle: Bundle, on: boolean) => {
    if (on && bundle.templateFields.length > 0) {
      open({ id: bundle.id, mode: "subscribe" });
      return;
    }
    // The list changes at once and goes back on failure; the server's refusal has its own toast.
    const change = on
      ? subscribe.mutateAsync({ id: bundle.id, templateValues: {} })
      : unsubscribe.mutateAsync(bundle.id);
    change.then(
      () =>
        showSuccessToast(
          t(on ? "bundles.subscribedToast" : "bundles.unsubscribedToast", { name: bundle.name }),
        ),
      () => {},
    );
  };

  const saveValues = async (bundle: Bundle, mode: Dialog["mode"], templateValues: Record<string, string>) => {
    await subscribe.mutateAsync({ id: bundle.id, templateValues });
    showSuccessToast(
      t(mode === "subscribe" ? "bundles.subscribedToast" : "bundles.savedToast", { name: bundle.name }),
    );
    close();
  };

  const content = () => {
    if (bundles.isError) return <ErrorView onRetry={() => void bundles.refetch()} />;
    if (!bundles.data) return <PageLoader />;
    if (bundles.data.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconPackages aria-hidden="true" />}
          title={t("bundles.empty")}
          description={t("bundles.emptyHelp")}
        />
      );
    }
    return bySupplier(bundles.data).map((supplier) => (
      <Stack
        key={supplier.id}
        gap="sm"
        component="section"
        aria-labelledby={`bundle-supplier-${supplier.id}`}
      >
        <Title order={3} id={`bundle-supplier-${supplier.id}`}>
          {supplier.name}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {supplier.bundles.map((bundle) => (
            <BundleCard
              key={bundle.id}
              bundle={bundle}
              blockedBy={blockingBundle(list, bundle)}
              groupMates={exclusivityGroupMates(list, bundle)}
              canEdit={canEdit}
              pending={pendingIds.includes(bundle.id)}
              onToggle={toggle}
              onEdit={(item) => open({ id: item.id, mode: "edit" })}
            />
          ))}
        </SimpleGrid>
      </Stack>
    ));
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t("bundles.title")}
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t("bundles.intro")}
        </Text>
      </Stack>
      {content()}
      <FormModal
        opened={canEdit && dialog !== null && modalBundle !== undefined}
        onClose={close}
        size={500}
        title={
          modalBundle && shown
            ? t(shown.mode === "subscribe" ? "bundles.subscribeTitle" : "bundles.editTitle", {
                name: modalBundle.name,
              })
            : ""
        }
      >
        {modalBundle && shown ? (
          <TemplateValuesForm
            key={`${shown.id}-${shown.mode}`}
            bundle={modalBundle}
            mode={shown.mode}
            saving={subscribe.isPending}
            onSave={(values) => saveValues(modalBundle, shown.mode, values)}
          />
        ) : null}
      </FormModal>
    </Stack>
  );
}
