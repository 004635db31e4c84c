import { Button, EmptyState, Group, Stack, Textarea } from "@mantine/core";
import { IconNotes, IconPlus } from "@tabler/icons-react";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
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
  const form = useAppForm<{ content: string }>({
    initialValues: { content: "" },
    fields: { content: { kind: "text", maxLength: 10_000 } },
  });

  const add = ({ content }: { content: string }) => {
    const text = content.trim();
    // Checked on submit only: leaving the empty box is not a mistake.
    if (!text) return form.refuse({ content: t("notes.contentRequired") });
    create.mutate(text, {
      onSuccess: () => {
        form.reset();
        showSuccessToast(t("notes.added"));
      },
    });
  };

  const notes = query.data;
  return (
    <Stack gap="md">
      {readOnly ? null : (
        <form noValidate onSubmit={form.handleSubmit(add)}>
          <Stack gap="xs">
            <Textarea
              label={t("notes.newNote")}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={10_000}
              {...form.getInputProps("content")}
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
