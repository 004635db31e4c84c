import { type ReactNode, useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import { PersonDetailModal } from "../components/person-detail-modal.tsx";

export type PersonDetailPageProps = {
  canEdit: boolean;
  listHref: string;
  /** Shown under the person, for their id (their upcoming appointments). */
  renderExtra?: (personId: string) => ReactNode;
};

/** /personnel/{personId}: the person as a modal over the list; an unknown person lands on the list. */
export function PersonDetailPage({ canEdit, listHref, renderExtra }: PersonDetailPageProps) {
  const { personId = "" } = useParams();
  const navigate = useNavigate();
  const close = useCallback(() => void navigate(listHref), [navigate, listHref]);
  const leave = useCallback(() => void navigate(listHref, { replace: true }), [navigate, listHref]);
  return (
    <PersonDetailModal
      key={personId}
      personId={personId}
      canEdit={canEdit}
      onClose={close}
      onMissing={leave}
      onDeleted={leave}
      extra={renderExtra?.(personId)}
    />
  );
}
