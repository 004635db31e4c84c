import { Modal } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { CalendarFeedSection } from "../../calendar-feed/index.ts";
import { useDeletePerson } from "../api/delete-person.ts";
import { usePerson } from "../api/get-person.ts";
import { PersonDetail } from "./person-detail.tsx";
import { PersonEditForm } from "./person-edit-form.tsx";

export type PersonDetailModalProps = {
  personId: string;
  canEdit: boolean;
  onClose: () => void;
  /** The person does not exist (or the id is not one): leave without an error view. */
  onMissing: () => void;
  /** The person was deleted: back to the list. */
  onDeleted: () => void;
  /** Shown under the person (the route composes their upcoming appointments in). */
  extra?: ReactNode;
};

/** A 404, or a 422 for an id that is not one, means there is nothing to show. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

export function PersonDetailModal({
  personId,
  canEdit,
  onClose,
  onMissing,
  onDeleted,
  extra,
}: PersonDetailModalProps) {
  const { t } = useTranslation();
  const query = usePerson(personId);
  const person = query.data;
  const remove = useDeletePerson(personId);
  const [editing, setEditing] = useState(false);
  const missing = query.isError && isMissing(query.error);

  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);

  const confirmDelete = () => {
    if (!person) return;
    openConfirm({
      title: t("personnel.deleteTitle"),
      message: t("personnel.deleteConfirm", { name: person.name }),
      confirmLabel: t("personnel.delete"),
      danger: true,
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            showSuccessToast(t("personnel.deleted"));
            onDeleted();
          },
        }),
    });
  };

  return (
    <Modal.Stack>
      <Modal
        stackId="person"
        opened
        onClose={onClose}
        size={560}
        title={person?.name ?? t("personnel.person")}
      >
        {query.isError ? (
          missing ? null : (
            <ErrorView onRetry={() => void query.refetch()} />
          )
        ) : person ? (
          <PersonDetail
            person={person}
            canEdit={canEdit}
            deleting={remove.isPending}
            onEdit={() => setEditing(true)}
            onDelete={confirmDelete}
          />
        ) : (
          <PageLoader />
        )}
        {person ? extra : null}
        {person && canEdit ? <CalendarFeedSection personId={personId} personName={person.name} /> : null}
      </Modal>
      {person ? (
        <FormModal
          stackId="person-edit"
          opened={editing}
          onClose={() => setEditing(false)}
          size={500}
          title={t("personnel.editTitle")}
        >
          <PersonEditForm person={person} onDone={() => setEditing(false)} />
        </FormModal>
      ) : null}
    </Modal.Stack>
  );
}
