import { Button, Loader } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Deal } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { usePreloadWhenIdle } from "../../../shared/ui/deferred.tsx";
import type { WorkflowStatus } from "./board-model.ts";

// The dialog (Mantine's Modal, with the scroll area and floating code it brings) loads when the board is
// idle or the button is first used: the board's first load does without it.
const loadDialog = () => import("./new-deal-dialog.tsx");
const NewDealDialog = lazy(async () => ({ default: (await loadDialog()).NewDealDialog }));
const dialogPart = { preload: loadDialog };

export type NewDealButtonProps = {
  workflowId: string;
  statuses: readonly WorkflowStatus[];
  onCreated: (deal: Deal) => void;
};

export function NewDealButton({ workflowId, statuses, onCreated }: NewDealButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // The dialog mounts from its first opening on, and stays, so that it can close with its transition.
  const [used, setUsed] = useState(false);
  usePreloadWhenIdle(dialogPart);
  // Leave only after the form has rendered clean, or its unsaved-changes guard would stop the navigation.
  const [created, setCreated] = useState<Deal | null>(null);
  useEffect(() => {
    if (created) onCreated(created);
  }, [created, onCreated]);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          setUsed(true);
          open();
        }}
      >
        {t("deals.newDeal")}
      </Button>
      {used ? (
        <Suspense fallback={<Loader size="sm" aria-label={t("common.loading")} />}>
          <NewDealDialog
            opened={opened}
            onClose={close}
            workflowId={workflowId}
            statuses={statuses}
            onCreated={(deal) => {
              close();
              setCreated(deal);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
