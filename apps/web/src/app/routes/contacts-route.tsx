// Contacts (spec 000 §2), with what it needs from the session: who may add and edit, and the primary provider.
import { useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { ContactDetailPage } from "../../features/contacts/pages/contact-detail-page.tsx";
import { ContactsPage } from "../../features/contacts/pages/contacts-page.tsx";
import { useProviders } from "../../features/settings/api/get-providers.ts";
import { useCan } from "../access.ts";

export function ContactsRoute() {
  const can = useCan();
  return <ContactsPage canCreate={can("contacts.create")} contactHref={paths.contact.getHref} />;
}

export function ContactDetailRoute() {
  const can = useCan();
  // Loaded with the session (require-session), so this answers from the cache.
  const providers = useProviders();
  const primary = providers.data?.contacts.find((provider) => provider.isPrimary);
  const { contactId = "" } = useParams();
  return (
    <ContactDetailPage
      primaryProviderId={primary?.id ?? null}
      canEdit={can("contacts.edit")}
      canViewLegacyOrders={can("legacyOrders.view")}
      listHref={paths.contacts.getHref()}
      // A deal opened from its contact keeps the way back to the contact (spec 000 §2).
      dealHref={(workflowSlug, dealId) => paths.contactDeal.getHref(contactId, workflowSlug, dealId)}
    />
  );
}
