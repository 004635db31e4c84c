import { Button, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import type { Deal } from "@portal/contract";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { useCreateDeal } from "../api/create-deal.ts";
import type { WorkflowStatus } from "./board-model.ts";

export type NewDealFormProps = {
  workflowId: string;
  statuses: readonly WorkflowStatus[];
  onCreated: (deal: Deal) => void;
};

type Values = { name: string; description: string; statusId: string | null };

export function NewDealForm({ workflowId, statuses, onCreated }: NewDealFormProps) {
  const { t } = useTranslation();
  const create = useCreateDeal(workflowId);
  const form = useAppForm<Values>({
    initialValues: { name: "", description: "", statusId: null },
    fields: { name: { kind: "text", maxLength: 200 }, description: { kind: "text", maxLength: 5000 } },
    validate: { name: required(undefined, t("deals.nameRequired")) },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: Values) => {
    try {
      const deal = await create.mutateAsync({
        workflowId,
        name: values.name.trim(),
        description: values.description.trim(),
        statusId: values.statusId ?? undefined,
      });
      form.resetDirty();
      onCreated(deal);
    } catch (error) {
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput label={t("deals.name")} withAsterisk data-autofocus {...form.getInputProps("name")} />
        <Textarea
          label={t("deals.description")}
          autosize
          minRows={3}
          {...form.getInputProps("description")}
        />
        <Select
          label={t("deals.status")}
          placeholder={t("deals.firstStatus")}
          clearable
          data={statuses.map((status) => ({ value: status.id, label: status.name }))}
          {...form.getInputProps("statusId")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t("deals.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
