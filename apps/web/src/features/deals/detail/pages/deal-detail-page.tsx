import { Anchor, Box, Breadcrumbs, Stack, Tabs, Text } from "@mantine/core";
import type { CustomField, Workflow } from "@portal/contract";
import { IconArrowLeft } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { hasStatus } from "../../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../../shared/ui/page-loader.tsx";
import { useDeal } from "../api/get-deal.ts";
import { DealDetailSkeleton } from "../components/deal-detail-skeleton.tsx";
import { DealDetailsForm } from "../components/deal-details-form.tsx";
import { DealHeader } from "../components/deal-header.tsx";
import { type DealTab, dealTabs } from "../components/deal-tabs.ts";
import type { ContactPickerSlot, DealModuleSlots } from "../components/slots.ts";

export type DealDetailPageProps = {
  workflow: Workflow;
  dealId: string;
  /** The account's custom fields; undefined while they load. */
  customFields: readonly CustomField[] | undefined;
  ContactPicker: ContactPickerSlot;
  slots: DealModuleSlots;
  boardHref: string;
  /** Opened from a contact: a link back to it. */
  backToContactHref?: string;
  /** The deal is gone or belongs to another workflow. */
  onMissing: () => void;
  /** May change the deal and everything on it (details, status, flags, archiving, the tabs' items). */
  canEdit: boolean;
  /** May see the Quotes tab (and make quotes there). */
  canQuote: boolean;
};

const tabParam = "tab";

/** /workflows/{slug}/{dealId} (spec 000 §2): the deal's header and its workflow's modules as tabs. */
export function DealDetailPage({
  workflow,
  dealId,
  customFields,
  ContactPicker,
  slots,
  boardHref,
  backToContactHref,
  onMissing,
  canEdit,
  canQuote,
}: DealDetailPageProps) {
  const { t } = useTranslation();
  const query = useDeal(dealId);
  const deal = query.data;
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = useMemo(
    () => dealTabs(workflow.context.modules).filter((tab) => canQuote || tab.type !== "QUOTES"),
    [workflow.context.modules, canQuote],
  );
  const requested = searchParams.get(tabParam);
  const active = tabs.find((tab) => tab.key === requested)?.key ?? tabs[0]?.key ?? null;
  const missing =
    (query.isError && hasStatus(query.error, 404, 422)) ||
    (deal !== undefined && deal.workflowId !== workflow.id);

  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);

  if (missing) return null;

  // Every workflow's first checklist is named 'default' (DOMAIN.md): people read it as "Checklist".
  const checklistTitle = (name: string) => (name === "default" ? t("dealDetail.tabs.checklist") : name);

  const tabLabel = (tab: DealTab) => {
    switch (tab.type) {
      case "DETAILS":
        return t("dealDetail.tabs.details");
      case "CHECKLIST":
        return checklistTitle(tab.name);
      case "NOTES":
        return t("dealDetail.tabs.notes");
      case "RELATED_DEALS":
        return t("dealDetail.tabs.relatedDeals");
      case "ATTACHMENTS":
        return t("dealDetail.tabs.attachments");
      case "QUOTES":
        return t("dealDetail.tabs.quotes");
      case "PAYMENTS":
        return t("dealDetail.tabs.payments");
      case "APPOINTMENTS":
        return t("dealDetail.tabs.appointments");
    }
  };

  const panel = (tab: DealTab) => {
    if (!deal) return null;
    // An archived deal is read-only for everyone; quotes follow their own permission, the rest the deal's.
    const readOnly = deal.isArchived || !canEdit;
    switch (tab.type) {
      case "DETAILS":
        return customFields ? (
          <DealDetailsForm
            deal={deal}
            sidemarkMode={tab.sidemarkMode}
            udfIds={tab.udfIds}
            customFields={customFields}
            readOnly={readOnly}
            ContactPicker={ContactPicker}
            reload={async () => (await query.refetch()).data}
          />
        ) : (
          <PageLoader />
        );
      case "CHECKLIST":
        return slots.checklist({
          dealId: deal.id,
          readOnly,
          dataSourceId: tab.dataSourceId,
          name: checklistTitle(tab.name),
        });
      case "NOTES":
        return slots.notes({ dealId: deal.id, readOnly });
      case "RELATED_DEALS":
        return slots.relatedDeals({ dealId: deal.id, readOnly });
      case "ATTACHMENTS":
        return slots.attachments({ dealId: deal.id, readOnly });
      case "QUOTES":
        return slots.quotes({ dealId: deal.id, readOnly: deal.isArchived });
      case "PAYMENTS":
        return slots.payments({ dealId: deal.id, readOnly });
      case "APPOINTMENTS":
        return slots.appointments({ dealId: deal.id, readOnly });
    }
  };

  return (
    <Stack gap="md">
      {backToContactHref ? (
        <Anchor component={Link} to={backToContactHref} size="sm" w="fit-content">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: "middle" }} />{" "}
          {t("dealDetail.backToContact")}
        </Anchor>
      ) : null}
      <Box component="nav" aria-label={t("dealDetail.breadcrumb")}>
        <Breadcrumbs separatorMargin={6} styles={{ root: { minWidth: 0 }, breadcrumb: { minWidth: 0 } }}>
          <Anchor component={Link} to={boardHref} size="sm" style={{ flexShrink: 0 }}>
            {workflow.name}
          </Anchor>
          <Text size="sm" aria-current="page" truncate="end">
            {deal ? t("dealDetail.tuidName", { tuid: deal.tuid, name: deal.name }) : t("common.loading")}
          </Text>
        </Breadcrumbs>
      </Box>
      {query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : !deal ? (
        <DealDetailSkeleton />
      ) : (
        <>
          <DealHeader deal={deal} workflow={workflow} canEdit={canEdit} />
          {active ? (
            <Tabs
              value={active}
              keepMounted={false}
              onChange={(value) =>
                setSearchParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (value) next.set(tabParam, value);
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              <Tabs.List style={{ flexWrap: "wrap" }}>
                {tabs.map((tab) => (
                  <Tabs.Tab key={tab.key} value={tab.key}>
                    {tabLabel(tab)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Panel key={tab.key} value={tab.key} pt="md" keepMounted={tab.type === "DETAILS"}>
                  {panel(tab)}
                </Tabs.Panel>
              ))}
            </Tabs>
          ) : (
            <Text c="dimmed">{t("dealDetail.noModules")}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
