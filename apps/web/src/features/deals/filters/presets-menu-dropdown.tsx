// The preset filters menu's code (spec 000 §2), loaded when the board is idle or the button is first
// used (presets-menu.tsx): the menu, its two dialogs and the forms in them.
import { ActionIcon, Alert, Group, Loader, Menu, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Workflow } from "@portal/contract";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import {
  type PresetFilter,
  presetsOf,
  useDealWorkflowSettings,
  useSaveWorkflowPresets,
} from "../../workflows/index.ts";
import { describeFilters, type FilterNames } from "./board-filters.ts";
import { type PresetsMenuProps, presetsButton } from "./presets-menu.tsx";
import { SavePresetForm } from "./save-preset-form.tsx";
import { useFilterLists } from "./use-filter-lists.ts";

/** The preset filters manager (spec 000 §2): named query strings per workflow. */
export function PresetsMenuDropdown({ workflow, params, onApply, showPersonnel, canSave }: PresetsMenuProps) {
  const workflowId = workflow.id;
  const { t } = useTranslation();
  const settings = useDealWorkflowSettings();
  const presets = presetsOf(settings.data, workflowId);
  const names = useFilterLists(showPersonnel);
  const [saving, saveModal] = useDisclosure(false);
  const [managing, manageModal] = useDisclosure(false);

  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal defaultOpened>
        <Menu.Target>{presetsButton(t("presets.button"), { autoFocus: true })}</Menu.Target>
        <Menu.Dropdown maw={320}>
          <Menu.Label>{t("presets.menuLabel")}</Menu.Label>
          {settings.isPending ? (
            <Menu.Item disabled leftSection={<Loader size={12} aria-hidden />}>
              {t("common.loading")}
            </Menu.Item>
          ) : settings.isError ? (
            <Menu.Item color="red" onClick={() => settings.refetch()}>
              {`${t("presets.loadFailed")} · ${t("common.tryAgain")}`}
            </Menu.Item>
          ) : presets.length === 0 ? (
            <Menu.Item disabled>{t("presets.none")}</Menu.Item>
          ) : (
            presets.map((preset) => (
              <Menu.Item key={preset.name} onClick={() => onApply(preset.params)}>
                {preset.name}
              </Menu.Item>
            ))
          )}
          {canSave ? (
            <>
              <Menu.Divider />
              <Menu.Item disabled={!params || !settings.isSuccess} onClick={saveModal.open}>
                {t("presets.saveCurrent")}
              </Menu.Item>
              <Menu.Item disabled={presets.length === 0} onClick={manageModal.open}>
                {t("presets.manage")}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <FormModal opened={saving} onClose={saveModal.close} title={t("presets.saveTitle")} size={440}>
        <SavePresetForm
          workflow={workflow}
          presets={presets}
          params={params}
          names={names}
          onSaved={saveModal.close}
        />
      </FormModal>
      <Modal opened={managing} onClose={manageModal.close} title={t("presets.manageTitle")} size={500}>
        <ManagePresets workflow={workflow} presets={presets} names={names} />
      </Modal>
    </>
  );
}

function ManagePresets({
  workflow,
  presets,
  names,
}: {
  workflow: Workflow;
  presets: readonly PresetFilter[];
  names: FilterNames;
}) {
  const workflowId = workflow.id;
  const { t } = useTranslation();
  const save = useSaveWorkflowPresets(workflowId);
  const remove = (preset: PresetFilter) =>
    openConfirm({
      title: t("presets.deleteTitle"),
      message: t("presets.deleteMessage", { name: preset.name }),
      confirmLabel: t("presets.delete"),
      danger: true,
      onConfirm: () =>
        save.mutate((current) => current.filter((item) => item.name !== preset.name), {
          onSuccess: () => showSuccessToast(t("presets.deleted", { name: preset.name })),
        }),
    });
  return (
    <Stack gap="xs">
      {save.isError ? <Alert color="red">{t("presets.saveFailed")}</Alert> : null}
      {presets.length === 0 ? <Text c="dimmed">{t("presets.none")}</Text> : null}
      <Stack component="ul" gap="xs" m={0} p={0}>
        {presets.map((preset) => (
          <Group
            component="li"
            key={preset.name}
            justify="space-between"
            wrap="nowrap"
            style={{ listStyle: "none" }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {preset.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {preset.params ? describeFilters(preset.params, workflow, t, names) : t("presets.noParams")}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("presets.deleteLabel", { name: preset.name })}
              loading={save.isPending}
              onClick={() => remove(preset)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
