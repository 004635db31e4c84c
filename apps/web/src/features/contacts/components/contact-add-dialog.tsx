// Adding a contact from the contact picker (contact-picker.tsx), named as typed: loaded when the page is
// idle.
import type { Contact } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { ContactAddForm } from "./contact-add-form.tsx";

export type ContactAddDialogProps = {
  opened: boolean;
  /** What was typed in the picker. */
  initialName: string;
  onClose: () => void;
  onCreated: (contact: Contact) => void;
};

export function ContactAddDialog({ opened, initialName, onClose, onCreated }: ContactAddDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} size={500} title={t("contacts.addTitle")}>
      {/* React events bubble through portals: the picker may sit inside another form (a deal's), which
          must not submit with this one. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        {opened ? <ContactAddForm initialName={initialName} onCreated={onCreated} /> : null}
      </div>
    </FormModal>
  );
}
