import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import type { Note } from "@portal/contract";
import { IconArchive, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { formatDateTime } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

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
  const form = useAppForm<{ content: string }>({
    initialValues: { content: note.content },
    fields: { content: { kind: "text", maxLength: 10_000 } },
    validate: { content: required(undefined, t("notes.contentRequired")) },
  });
  const edited = note.updatedAt !== note.createdAt;
  const unknown = t("notes.someone");
  const stopEditing = () => {
    setEditing(false);
    form.setValues({ content: note.content });
    form.clearErrors();
  };

  const save = async ({ content }: { content: string }) => {
    try {
      await onSave(content.trim());
      setEditing(false);
    } catch {
      // The server-error toast has said so; the text stays for another try.
    }
  };

  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap={6}>
        {editing ? (
          <form noValidate onSubmit={form.handleSubmit(save)}>
            <Stack gap="xs">
              <Textarea
                aria-label={t("notes.editLabel")}
                autosize
                minRows={3}
                maxRows={14}
                maxLength={10_000}
                autoFocus
                {...form.getInputProps("content")}
              />
              <Group gap="xs" justify="flex-end">
                <Button variant="default" size="sm" onClick={stopEditing}>
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
                  form.setValues({ content: note.content });
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
