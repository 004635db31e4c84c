import { Affix, Button, Group, Modal, Paper, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import type { UpdateNoticeState } from "./update-notice.tsx";

export type UpdateNoticeViewProps = {
  state: Exclude<UpdateNoticeState, "none">;
  onMinimize: () => void;
  reload: () => void;
};

/** The "Update Available!" dialog, and the reminder it minimizes to. */
export function UpdateNoticeView({ state, onMinimize, reload }: UpdateNoticeViewProps) {
  const { t } = useTranslation();
  // Mounted closed, then opened: the dialog keeps its opening transition.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <Modal
        opened={mounted && state === "dialog"}
        onClose={onMinimize}
        title={t("update.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
        centered
        size="sm"
      >
        <Text size="sm">{t("update.message")}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onMinimize}>
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
