// A deal's page (spec 000 §2): found by workflow slug and id; composes the areas its tabs come from,
// and offers only what the signed-in employee may do (docs/permissions.md).
import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { ContactPicker } from "../../features/contacts/components/contact-picker.tsx";
import { useCustomFields } from "../../features/custom-fields/api/list-custom-fields.ts";
import { dealKeys } from "../../features/deals/api/deal-keys.ts";
import type { ContactPickerSlot, DealModuleSlots } from "../../features/deals/detail/components/slots.ts";
import { DealDetailPage } from "../../features/deals/detail/pages/deal-detail-page.tsx";
import { AttachmentsPanel } from "../../features/documents/components/attachments-panel.tsx";
import { NotesPanel } from "../../features/notes/components/notes-panel.tsx";
import type { PaymentsPanelProps } from "../../features/payments/components/payments-panel.tsx";
import { useDealQuotes } from "../../features/quotes/api/list-deal-quotes.ts";
import { QuotesPanel } from "../../features/quotes/components/quotes-panel.tsx";
import { RelatedDealsPanel } from "../../features/related-deals/components/related-deals-panel.tsx";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useProviders } from "../../features/settings/api/get-providers.ts";
import { useWorkflows } from "../../features/workflows/api/list-workflows.ts";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import { PageLoader } from "../../shared/ui/page-loader.tsx";
import { showErrorToast } from "../../shared/ui/toasts.ts";
import { useCan } from "../access.ts";
import { useSupplierName } from "./use-supplier-name.ts";

// The deal's purchase orders, under its quotes, for those with Purchasing: their own chunk.
const DealOrders = lazy(async () => ({
  default: (await import("../../features/purchase-orders/components/deal-orders.tsx")).DealOrders,
}));

// Checklists bring drag and drop (@dnd-kit): their code loads when the tab opens, keeping the page's
// first load inside its budget (bench/budgets.mjs).
const ChecklistPanel = lazy(async () => ({
  default: (await import("../../features/checklists/components/checklist-panel.tsx")).ChecklistPanel,
}));

// A tab most visits never open: its code loads when it is.
const PaymentsPanel = lazy(async () => ({
  default: (await import("../../features/payments/components/payments-panel.tsx")).PaymentsPanel,
}));

/** The payments tab, with the deal's quotes a payment can be recorded against (the quotes feature's). */
function DealPaymentsPanel(props: Omit<PaymentsPanelProps, "quotes">) {
  const quotes = useDealQuotes(props.dealId, false);
  return <PaymentsPanel {...props} quotes={quotes.data ?? []} />;
}

// Appointments too: the editor's code loads when the tab opens.
const DealAppointmentsPanel = lazy(async () => ({
  default: (await import("../../features/appointments/components/deal-appointments-panel.tsx"))
    .DealAppointmentsPanel,
}));

type DealRouteProps = {
  workflowSlug: string;
  dealId: string;
  backToContactHref?: string;
  /** Where an unknown workflow slug leads: / (spec 000 §2), or the contacts list for a contact's deal. */
  unknownWorkflowHref?: string;
};

function DealRoute({ workflowSlug, dealId, backToContactHref, unknownWorkflowHref = "/" }: DealRouteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const workflows = useWorkflows();
  const customFields = useCustomFields();
  const providers = useProviders();
  const queryClient = useQueryClient();
  const cardPayments = providers.data?.stripe ?? false;
  const canCreate = can("contacts.create");
  const boardHref = paths.workflow.getHref(workflowSlug);
  const canViewOrders = can("orders.view");
  const { supplierName } = useSupplierName(canViewOrders);
  // The account's time zone (its main company's): where appointments are shown.
  const accountTimeZone = useAccountSettings().data?.main_company.timezone;

  const Picker = useMemo<ContactPickerSlot>(
    () =>
      function DealContactPicker(props) {
        return <ContactPicker {...props} canCreate={canCreate} />;
      },
    [canCreate],
  );
  const slots = useMemo<DealModuleSlots>(
    () => ({
      checklist: (props) => (
        <Suspense fallback={<PageLoader />}>
          <ChecklistPanel {...props} />
        </Suspense>
      ),
      notes: (props) => <NotesPanel {...props} />,
      relatedDeals: (props) => <RelatedDealsPanel {...props} dealHref={paths.deal.getHref} />,
      attachments: (props) => <AttachmentsPanel {...props} />,
      quotes: (props) => (
        <Stack gap="xl">
          <QuotesPanel
            {...props}
            quoteHref={(quoteId) => paths.quote.getHref(workflowSlug, props.dealId, quoteId)}
          />
          {canViewOrders ? (
            <Suspense fallback={null}>
              <DealOrders dealId={props.dealId} orderHref={paths.order.getHref} supplierName={supplierName} />
            </Suspense>
          ) : null}
        </Stack>
      ),
      payments: (props) => (
        <Suspense fallback={<PageLoader />}>
          <DealPaymentsPanel
            {...props}
            cardPayments={cardPayments}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: dealKeys.detail(props.dealId) })}
          />
        </Suspense>
      ),
      appointments: (props) => (
        <Suspense fallback={<PageLoader />}>
          <DealAppointmentsPanel {...props} accountTimeZone={accountTimeZone} />
        </Suspense>
      ),
    }),
    [workflowSlug, cardPayments, queryClient, canViewOrders, supplierName, accountTimeZone],
  );
  const onMissing = useCallback(() => {
    showErrorToast(t("dealDetail.notFound"));
    void navigate(boardHref, { replace: true });
  }, [navigate, boardHref, t]);

  if (workflows.isPending) return <PageLoader />;
  const workflow = workflows.data?.find((item) => item.slug === workflowSlug);
  if (!workflow) return <Navigate to={unknownWorkflowHref} replace />;
  return (
    <DealDetailPage
      key={dealId}
      workflow={workflow}
      dealId={dealId}
      customFields={customFields.data ?? (customFields.isError ? [] : undefined)}
      ContactPicker={Picker}
      slots={slots}
      boardHref={boardHref}
      backToContactHref={backToContactHref}
      onMissing={onMissing}
      canEdit={can("deals.edit")}
      canQuote={can("quotes")}
    />
  );
}

export function DealDetailRoute() {
  const { workflowSlug = "", dealId = "" } = useParams();
  return <DealRoute workflowSlug={workflowSlug} dealId={dealId} />;
}

/** /contacts/{contactId}/{workflowSlug}/{dealId}: the same page with a way back to the contact. */
export function ContactDealDetailRoute() {
  const { contactId = "", workflowSlug = "", dealId = "" } = useParams();
  return (
    <DealRoute
      workflowSlug={workflowSlug}
      dealId={dealId}
      backToContactHref={paths.contact.getHref(contactId)}
      unknownWorkflowHref={paths.contacts.getHref()}
    />
  );
}
