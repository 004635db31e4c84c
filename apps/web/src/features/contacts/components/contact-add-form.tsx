import type { Contact } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCreateContact } from "../api/create-contact.ts";
import { ContactForm } from "./contact-form.tsx";

export type ContactAddFormProps = {
  onCreated: (contact: Contact) => void;
  /** Starts the name with this (the contact picker passes what was typed). */
  initialName?: string;
};

export function ContactAddForm({ onCreated, initialName }: ContactAddFormProps) {
  const { t } = useTranslation();
  const create = useCreateContact();
  return (
    <ContactForm
      initialValues={initialName ? { name: initialName, email: "", phone: "" } : undefined}
      submitLabel={t("contacts.addSubmit")}
      pending={create.isPending}
      onSubmit={async (body) => {
        const contact = await create.mutateAsync(body);
        showSuccessToast(t("contacts.created"));
        onCreated(contact);
      }}
    />
  );
}
