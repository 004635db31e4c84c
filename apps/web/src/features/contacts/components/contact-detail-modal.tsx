import { Modal } from "@mantine/core";
import { useEffect, useState } from "react";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { LegacyOrdersList, LegacyOrderView } from "../../legacy-orders/index.ts";
import { useContact } from "../api/get-contact.ts";
import { ContactDetail } from "./contact-detail.tsx";
import { ContactEditForm } from "./contact-edit-form.tsx";
import { ContactRawData } from "./contact-raw-data.tsx";

export type ContactDetailModalProps = {
  contactId: string;
  /** The primary contact provider's id, or null when the account has none. */
  primaryProviderId: string | null;
  /** May edit contacts at all; then only those of the primary provider (spec 000 §6). */
  canEdit: boolean;
  dealHref: (workflowSlug: string, dealId: string) => string;
  /** May read legacy orders (the account's legacy module): shows the Legacy Orders section. */
  canViewLegacyOrders: boolean;
  onClose: () => void;
  /** The contact does not exist (or the id is not one): leave without an error view. */
  onMissing: () => void;
};

type Layer = "edit" | "raw" | null;

/** A 404, or a 422 for an id that is not one, means there is nothing to show. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

export function ContactDetailModal({
  contactId,
  primaryProviderId,
  canEdit,
  dealHref,
  canViewLegacyOrders,
  onClose,
  onMissing,
}: ContactDetailModalProps) {
  const { t } = useTranslation();
  const query = useContact(contactId);
  const contact = query.data;
  const [layer, setLayer] = useState<Layer>(null);
  const closeLayer = () => setLayer(null);
  const [legacyOrderId, setLegacyOrderId] = useState<string | null>(null);
  const missing = query.isError && isMissing(query.error);

  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);

  return (
    <Modal.Stack>
      <Modal
        stackId="contact"
        opened
        onClose={onClose}
        size={600}
        title={contact?.name ?? t("contacts.contact")}
      >
        {query.isError ? (
          missing ? null : (
            <ErrorView onRetry={() => void query.refetch()} />
          )
        ) : contact ? (
          <ContactDetail
            contact={contact}
            canEdit={canEdit && primaryProviderId !== null && contact.providerConfigId === primaryProviderId}
            dealHref={dealHref}
            onEdit={() => setLayer("edit")}
            onViewRawData={() => setLayer("raw")}
            legacyOrders={
              canViewLegacyOrders ? (
                <LegacyOrdersList contactId={contact.id} onOpen={setLegacyOrderId} />
              ) : null
            }
          />
        ) : (
          <PageLoader />
        )}
      </Modal>
      {contact ? (
        <>
          <Modal
            stackId="contact-raw"
            opened={layer === "raw"}
            onClose={closeLayer}
            size={600}
            title={t("contacts.rawData")}
          >
            <ContactRawData data={contact.externalData} />
          </Modal>
          <Modal
            stackId="contact-legacy-order"
            opened={legacyOrderId !== null}
            onClose={() => setLegacyOrderId(null)}
            size={900}
            title={t("legacyOrders.orderTitle")}
          >
            {legacyOrderId ? <LegacyOrderView orderId={legacyOrderId} /> : null}
          </Modal>
          <FormModal
            stackId="contact-edit"
            opened={layer === "edit"}
            onClose={closeLayer}
            size={500}
            title={t("contacts.editTitle")}
          >
            <ContactEditForm contact={contact} onDone={closeLayer} />
          </FormModal>
        </>
      ) : null}
    </Modal.Stack>
  );
}
