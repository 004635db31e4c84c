// The New deal dialog (spec 000 §2): Mantine's Modal and the form in it, loaded when the board is idle
// or the New deal button is first used (new-deal-button.tsx).
import { Center, Loader } from "@mantine/core";
import type { Deal } from "@portal/contract";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import type { WorkflowStatus } from "./board-model.ts";

// The form (its fields, the form library, the contact picker) loads when the dialog first opens.
const NewDealForm = lazy(async () => ({ default: (await import("./new-deal-form.tsx")).NewDealForm }));

export type NewDealDialogProps = {
  opened: boolean;
  onClose: () => void;
  workflowId: string;
  statuses: readonly WorkflowStatus[];
  onCreated: (deal: Deal) => void;
};

export function NewDealDialog({ opened, onClose, workflowId, statuses, onCreated }: NewDealDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t("deals.newDeal")} size={500}>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t("common.loading")} />
          </Center>
        }
      >
        <NewDealForm workflowId={workflowId} statuses={statuses} onCreated={onCreated} />
      </Suspense>
    </FormModal>
  );
}
