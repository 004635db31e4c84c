import { Button, Center, Loader } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Deal } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import type { WorkflowStatus } from "./board-model.ts";

// The form (its fields, the form library, the contact picker) loads when the dialog first opens.
const NewDealForm = lazy(async () => ({ default: (await import("./new-deal-form.tsx")).NewDealForm }));

export type NewDealButtonProps = {
  workflowId: string;
  statuses: readonly WorkflowStatus[];
  onCreated: (deal: Deal) => void;
};

export function NewDealButton({ workflowId, statuses, onCreated }: NewDealButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // Leave only after the form has rendered clean, or its unsaved-changes guard would stop the navigation.
  const [created, setCreated] = useState<Deal | null>(null);
  useEffect(() => {
    if (created) onCreated(created);
  }, [created, onCreated]);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
        {t("deals.newDeal")}
      </Button>
      <FormModal opened={opened} onClose={close} title={t("deals.newDeal")} size={500}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t("common.loading")} />
            </Center>
          }
        >
          <NewDealForm
            workflowId={workflowId}
            statuses={statuses}
            onCreated={(deal) => {
              close();
              setCreated(deal);
            }}
          />
        </Suspense>
      </FormModal>
    </>
  );
}
