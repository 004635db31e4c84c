import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCreatePerson } from "../api/create-person.ts";
import { PersonForm } from "./person-form.tsx";

export type PersonAddFormProps = { onCreated: (personId: string) => void };

export function PersonAddForm({ onCreated }: PersonAddFormProps) {
  const { t } = useTranslation();
  const create = useCreatePerson();
  return (
    <PersonForm
      submitLabel={t("personnel.addSubmit")}
      pending={create.isPending}
      onSubmit={async (body) => {
        const { id } = await create.mutateAsync(body);
        showSuccessToast(t("personnel.created"));
        onCreated(id);
      }}
    />
  );
}
