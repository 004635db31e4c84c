import { useCallback } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { ContactDetailModal } from "../components/contact-detail-modal.tsx";

export type ContactDetailPageProps = {
  primaryProviderId: string | null;
  /** May edit contacts at all (those of the primary provider). */
  canEdit: boolean;
  listHref: string;
  dealHref: (workflowSlug: string, dealId: string) => string;
  canViewLegacyOrders: boolean;
};

/** /contacts/{contactId}: the contact as a modal over the list; leaving it returns to the list. */
export function ContactDetailPage({
  primaryProviderId,
  canEdit,
  listHref,
  dealHref,
  canViewLegacyOrders,
}: ContactDetailPageProps) {
  const { contactId = "" } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const close = useCallback(
    () => void navigate({ pathname: listHref, search }),
    [navigate, listHref, search],
  );
  const leave = useCallback(() => void navigate(listHref, { replace: true }), [navigate, listHref]);
  return (
    <ContactDetailModal
      key={contactId}
      contactId={contactId}
      primaryProviderId={primaryProviderId}
      canEdit={canEdit}
      dealHref={dealHref}
      canViewLegacyOrders={canViewLegacyOrders}
      onClose={close}
      onMissing={leave}
    />
  );
}
