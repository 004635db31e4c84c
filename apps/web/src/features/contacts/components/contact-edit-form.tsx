import type { Contact } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useUpdateContact } from "../api/update-contact.ts";
import { ContactForm } from "./contact-form.tsx";

export type ContactEditFormProps = { contact: Contact; onDone: () => void };

export function ContactEditForm({ contact, onDone }: ContactEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateContact(contact.id);
  return (
    <ContactForm
      initialValues={{ name: contact.name, email: contact.email ?? "", phone: contact.phone ?? "" }}
      submitLabel={t("common.save")}
      pending={update.isPending}
      onSubmit={async (body) => {
        await update.mutateAsync(body);
        showSuccessToast(t("contacts.saved"));
        onDone();
      }}
    />
  );
}
