import { Button, EmptyState, Group, Stack, Textarea } from "@mantine/core";
import { IconNotes, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useArchiveNote } from "../api/archive-note.ts";
import { useCreateNote } from "../api/create-note.ts";
import { useNotes } from "../api/list-notes.ts";
import { useUpdateNote } from "../api/update-note.ts";
import { NoteCard } from "./note-card.tsx";

export type NotesPanelProps = { dealId: string; readOnly: boolean };

/** A deal's notes, newest first (spec 000 §4 Notes): add, edit, archive. */
export function NotesPanel({ dealId, readOnly }: NotesPanelProps) {
  const { t } = useTranslation();
  const query = useNotes(dealId);
  const create = useCreateNote(dealId);
  const update = useUpdateNote(dealId);
  const archive = useArchiveNote(dealId);
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const text = content.trim();
    if (!text) {
      setError(t("notes.contentRequired"));
      return;
    }
    create.mutate(text, {
      onSuccess: () => {
        setContent("");
        showSuccessToast(t("notes.added"));
      },
    });
  };

  const notes = query.data;
  return (
    <Stack gap="md">
      {readOnly ? null : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t("notes.newNote")}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={10_000}
              value={content}
              error={error}
              onChange={(event) => {
                setContent(event.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={create.isPending}
                leftSection={<IconPlus size={16} aria-hidden="true" />}
              >
                {t("notes.add")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : !notes ? (
        <PageLoader />
      ) : notes.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          icon={<IconNotes aria-hidden="true" />}
          title={t("notes.empty")}
        />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label={t("notes.list")}>
          {notes.map((note) => (
            <NoteCard
              key={note.id}
              note={note}
              readOnly={readOnly}
              saving={update.isPending && update.variables?.noteId === note.id}
              onSave={(next) => update.mutateAsync({ noteId: note.id, content: next })}
              onArchive={() =>
                openConfirm({
                  title: t("notes.archiveTitle"),
                  message: t("notes.archiveConfirm"),
                  confirmLabel: t("notes.archive"),
                  danger: true,
                  onConfirm: () =>
                    archive.mutate(note.id, { onSuccess: () => showSuccessToast(t("notes.archived")) }),
                })
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
