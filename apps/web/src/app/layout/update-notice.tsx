// 'Update Available!' (spec 000 §2, §4; 001 §2 "Update notice").
// A new version found while the page is visible and no dialog is up reloads the page at once, unless a
// form holds unsaved changes or this tab already reloaded for that version (the deployment may lag
// behind its health file, and a reload loop would lock the user out); then the dialog asks instead.
import { Affix, Button, Group, Modal, Paper, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buildCommit, versionCheckIntervalMs } from "../../config/env.ts";
import { hasUnsavedChanges } from "../../shared/ui/unsaved-registry.ts";
import { useVersionCheck } from "./version-check.ts";

export type UpdateNoticeState = "none" | "dialog" | "minimized";

const reloadedForKey = "portal.reloadedForCommit";

function alreadyReloadedFor(commit: string): boolean {
  try {
    return sessionStorage.getItem(reloadedForKey) === commit;
  } catch {
    return true;
  }
}

function rememberReloadFor(commit: string): void {
  try {
    sessionStorage.setItem(reloadedForKey, commit);
  } catch {
    // ignore
  }
}

export type UpdateNoticeProps = {
  builtCommit?: string;
  enabled?: boolean;
  fetchCommit?: () => Promise<string | null>;
  reload?: () => void;
};

export function UpdateNotice({
  builtCommit = buildCommit,
  enabled = !import.meta.env.DEV,
  fetchCommit,
  reload = () => window.location.reload(),
}: UpdateNoticeProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<UpdateNoticeState>("none");

  useVersionCheck({
    builtCommit,
    intervalMs: versionCheckIntervalMs,
    enabled,
    fetchCommit,
    onNewVersion: (deployed) => {
      if (state !== "none") return;
      if (document.visibilityState === "visible" && !hasUnsavedChanges() && !alreadyReloadedFor(deployed)) {
        rememberReloadFor(deployed);
        reload();
        return;
      }
      setState("dialog");
    },
  });

  return (
    <>
      <Modal
        opened={state === "dialog"}
        onClose={() => setState("minimized")}
        title={t("update.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
        centered
        size="sm"
      >
        <Text size="sm">{t("update.message")}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setState("minimized")}>
            {t("update.later")}
          </Button>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={reload}>
            {t("update.now")}
          </Button>
        </Group>
      </Modal>
      {state === "minimized" ? (
        <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
          <Paper shadow="md" withBorder p={4} role="status">
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={reload}
            >
              {t("update.minimized")}
            </Button>
          </Paper>
        </Affix>
      ) : null}
    </>
  );
}
