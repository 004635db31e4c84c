// The Details module picks custom fields, which another feature owns: the route hands its picker in.
import { type ComponentType, createContext, type ReactNode, useContext } from "react";

export type CustomFieldPickerProps = {
  label: string;
  description?: ReactNode;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
};

export type CustomFieldPicker = ComponentType<CustomFieldPickerProps>;

export const CustomFieldPickerContext = createContext<CustomFieldPicker | null>(null);

export function useCustomFieldPicker(): CustomFieldPicker | null {
  return useContext(CustomFieldPickerContext);
}
