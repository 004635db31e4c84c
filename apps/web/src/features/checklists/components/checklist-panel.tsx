import { Button, EmptyState, Group, Stack, TextInput } from "@mantine/core";
import { IconListCheck, IconPlus } from "@tabler/icons-react";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { moveItem, SortableList } from "../../../shared/ui/sortable-list.tsx";
import { useAddChecklistItem } from "../api/add-checklist-item.ts";
import { useDeleteChecklistItem } from "../api/delete-checklist-item.ts";
import { useChecklist } from "../api/get-checklist.ts";
import { useReorderChecklist } from "../api/reorder-checklist.ts";
import { useUpdateChecklistItem } from "../api/update-checklist-item.ts";
import { ChecklistItemRow } from "./checklist-item-row.tsx";

export type ChecklistPanelProps = { dealId: string; dataSourceId: string; name: string; readOnly: boolean };

const isPending = (id: string) => id.startsWith("new-");

/** One checklist of a deal (spec 000 §4 Checklist): tick, rename, remove, add, reorder; all at once. */
export function ChecklistPanel({ dealId, dataSourceId, name, readOnly }: ChecklistPanelProps) {
  const { t } = useTranslation();
  const ref = { dealId, dataSourceId };
  const query = useChecklist(ref);
  const add = useAddChecklistItem(ref);
  const update = useUpdateChecklistItem(ref);
  const remove = useDeleteChecklistItem(ref);
  const reorder = useReorderChecklist(ref);
  const form = useAppForm<{ label: string }>({
    initialValues: { label: "" },
    fields: { label: { kind: "text", maxLength: 500 } },
  });

  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  const items = query.data.items;
  const ids = items.map((item) => item.id);
  const anyPending = ids.some(isPending);

  const move = (from: number, to: number) => {
    const next = anyPending ? null : moveItem(ids, from, to);
    if (next) reorder.mutate(next);
  };

  const submit = ({ label }: { label: string }) => {
    const text = label.trim();
    // Checked on submit only: leaving the empty box is not a mistake.
    if (!text) return form.refuse({ label: t("checklists.labelRequired") });
    form.reset();
    add.mutate(text);
  };

  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          icon={<IconListCheck aria-hidden="true" />}
          title={t("checklists.empty")}
        />
      ) : (
        <SortableList
          ids={ids}
          labels={items.map((item) => item.label)}
          label={name}
          messagesKey="checklists.dnd"
          onMove={move}
        >
          {items.map((item, index) => (
            <ChecklistItemRow
              key={item.id}
              item={item}
              readOnly={readOnly}
              pending={isPending(item.id)}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onToggle={(isChecked) => update.mutate({ itemId: item.id, isChecked })}
              onRename={(next) => update.mutate({ itemId: item.id, label: next })}
              onMoveUp={() => move(index, index - 1)}
              onMoveDown={() => move(index, index + 1)}
              onRemove={() =>
                openConfirm({
                  title: t("checklists.removeTitle"),
                  message: t("checklists.removeConfirm"),
                  confirmLabel: t("common.remove"),
                  danger: true,
                  onConfirm: () => remove.mutate(item.id),
                })
              }
            />
          ))}
        </SortableList>
      )}
      {readOnly ? null : (
        <form noValidate onSubmit={form.handleSubmit(submit)}>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t("checklists.newItem")}
              placeholder={t("checklists.newItemPlaceholder")}
              maxLength={500}
              {...form.getInputProps("label")}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden="true" />}>
              {t("checklists.add")}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
