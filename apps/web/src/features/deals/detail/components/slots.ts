// What the deal detail gets from other areas: the route composes them (features never import each other).
import type { ComponentType, ReactNode } from "react";

export type PickedContact = { id: string; name: string; email: string | null; phone: string | null };

export type ContactPickerSlot = ComponentType<{
  label: string;
  value: string | null;
  onChange: (contact: PickedContact | null) => void;
  initialContact?: PickedContact | null;
  readOnly?: boolean;
  required?: boolean;
  error?: ReactNode;
  onBlur?: () => void;
}>;

export type DealPanelProps = { dealId: string; readOnly: boolean };

/** The tabs built by other areas, each rendered for one deal. */
export type DealModuleSlots = {
  checklist: (props: DealPanelProps & { dataSourceId: string; name: string }) => ReactNode;
  notes: (props: DealPanelProps) => ReactNode;
  relatedDeals: (props: DealPanelProps) => ReactNode;
  attachments: (props: DealPanelProps) => ReactNode;
  quotes: (props: DealPanelProps) => ReactNode;
  payments: (props: DealPanelProps) => ReactNode;
  appointments: (props: DealPanelProps) => ReactNode;
};
