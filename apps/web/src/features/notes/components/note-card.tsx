import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import type { Note } from "@portal/contract";
import { IconArchive, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/i18n/format-date.ts";

export type NoteCardProps = {
  note: Note;
  readOnly: boolean;
  saving: boolean;
  onSave: (content: string) => Promise<unknown>;
  onArchive: () => void;
};

export function NoteCard({ note, readOnly, saving, onSave, onArchive }: NoteCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.content);
  const [error, setError] = useState<string | null>(null);
  const edited = note.updatedAt !== note.createdAt;
  const unknown = t("notes.someone");

  const save = async () => {
    const content = draft.trim();
    if (!content) {
      setError(t("notes.contentRequired"));
      return;
    }
    try {
      await onSave(content);
      setEditing(false);
      setError(null);
    } catch {
      // The server-error toast has said so; the text stays for another try.
    }
  };

  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap={6}>
        {editing ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Stack gap="xs">
              <Textarea
                aria-label={t("notes.editLabel")}
                autosize
                minRows={3}
                maxRows={14}
                maxLength={10_000}
                value={draft}
                error={error}
                autoFocus
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  if (error) setError(null);
                }}
              />
              <Group gap="xs" justify="flex-end">
                <Button
                  variant="default"
                  size="sm"
                  onClick={() => {
                    setEditing(false);
                    setDraft(note.content);
                    setError(null);
                  }}
                >
                  {t("common.cancel")}
                </Button>
                <Button type="submit" size="sm" loading={saving}>
                  {t("common.saveShort")}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {note.content}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t("notes.createdBy", {
                name: note.context.createdBy?.name ?? unknown,
                date: formatDateTime(note.createdAt),
              })}
            </Text>
            {edited ? (
              <Text size="xs" c="dimmed">
                {t("notes.editedBy", {
                  name: note.context.updatedBy?.name ?? unknown,
                  date: formatDateTime(note.updatedAt),
                })}
              </Text>
            ) : null}
          </Stack>
          {readOnly || editing ? null : (
            <Group gap={4}>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={14} aria-hidden="true" />}
                onClick={() => {
                  setDraft(note.content);
                  setEditing(true);
                }}
              >
                {t("common.edit")}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconArchive size={14} aria-hidden="true" />}
                onClick={onArchive}
              >
                {t("notes.archive")}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
