import { Button, EmptyState, Group, Stack, Title } from "@mantine/core";
import type { CustomField } from "@portal/contract";
import { IconForms, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useCustomFields } from "../api/list-custom-fields.ts";
import { CustomFieldAddForm } from "../components/custom-field-add-form.tsx";
import { CustomFieldEditForm } from "../components/custom-field-edit-form.tsx";
import { CustomFieldsTable } from "../components/custom-fields-table.tsx";

type Dialog = "add" | "detail" | null;

export type CustomFieldsSettingsPageProps = {
  /** May add, change and archive custom fields (settings.customFields.edit); otherwise they only show. */
  canEdit: boolean;
};

/** Settings → Custom fields (spec 001 §2): list, add and detail modals. */
export function CustomFieldsSettingsPage({ canEdit }: CustomFieldsSettingsPageProps) {
  const { t } = useTranslation();
  const fields = useCustomFields();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Kept after closing so the modal can animate out and hand focus back.
  const [selected, setSelected] = useState<CustomField | null>(null);
  const close = () => setDialog(null);

  const content = () => {
    if (fields.isError) return <ErrorView onRetry={() => void fields.refetch()} />;
    if (!fields.data) return <PageLoader />;
    if (fields.data.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconForms aria-hidden="true" />}
          title={t("customFields.empty")}
          description={t("customFields.emptyHelp")}
        />
      );
    }
    return (
      <CustomFieldsTable
        fields={fields.data}
        onOpen={(field) => {
          setSelected(field);
          setDialog("detail");
        }}
      />
    );
  };

  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t("customFields.title")}
        </Title>
        {canEdit ? (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setDialog("add")}>
            {t("customFields.add")}
          </Button>
        ) : null}
      </Group>
      {content()}
      <FormModal
        opened={canEdit && dialog === "add"}
        onClose={close}
        size={500}
        title={t("customFields.addTitle")}
      >
        <CustomFieldAddForm onDone={close} />
      </FormModal>
      <FormModal
        opened={dialog === "detail"}
        onClose={close}
        size={500}
        title={t("customFields.detailTitle")}
      >
        {selected ? <CustomFieldEditForm field={selected} readOnly={!canEdit} onDone={close} /> : null}
      </FormModal>
    </Stack>
  );
}
