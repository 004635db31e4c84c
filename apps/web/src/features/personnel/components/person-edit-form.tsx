import type { Person } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useUpdatePerson } from "../api/update-person.ts";
import { PersonForm } from "./person-form.tsx";

export type PersonEditFormProps = { person: Person; onDone: () => void };

export function PersonEditForm({ person, onDone }: PersonEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdatePerson(person.id);
  return (
    <PersonForm
      initialValues={{ name: person.name, email: person.email, labels: person.labels, notes: person.notes }}
      submitLabel={t("common.save")}
      pending={update.isPending}
      onSubmit={async (body) => {
        await update.mutateAsync(body);
        showSuccessToast(t("personnel.saved"));
        onDone();
      }}
    />
  );
}
