import type { Contact } from "@portal/contract";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCreateContact } from "../api/create-contact.ts";
import { ContactForm } from "./contact-form.tsx";

export type ContactAddFormProps = { onCreated: (contact: Contact) => void };

export function ContactAddForm({ onCreated }: ContactAddFormProps) {
  const { t } = useTranslation();
  const create = useCreateContact();
  return (
    <ContactForm
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
