// A modal holding a form: closing it with unsaved changes asks first (spec 001 §8 confirm dialog).
import { Modal, type ModalProps } from "@mantine/core";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { confirmDiscardChanges } from "./confirm.ts";
import { useUnsavedChanges } from "./use-unsaved-changes.ts";

type FormModalContextValue = { reportDirty: (dirty: boolean) => void; requestClose: () => void };

const FormModalContext = createContext<FormModalContextValue>({
  reportDirty: () => {},
  requestClose: () => {},
});

export type FormModalProps = Omit<ModalProps, "onClose" | "children"> & {
  onClose: () => void;
  children: ReactNode;
};

export function FormModal({ onClose, children, ...modalProps }: FormModalProps) {
  // A ref, not state: the close handler reads it when called, and reporting it re-renders nothing.
  const dirty = useRef(false);
  const requestClose = useCallback(() => {
    if (dirty.current) confirmDiscardChanges(onClose);
    else onClose();
  }, [onClose]);
  const value = useMemo(
    () => ({
      reportDirty: (next: boolean) => {
        dirty.current = next;
      },
      requestClose,
    }),
    [requestClose],
  );
  return (
    <Modal {...modalProps} onClose={requestClose}>
      <FormModalContext value={value}>{children}</FormModalContext>
    </Modal>
  );
}

/**
 * For the form inside a FormModal (mounted only while it is open, so one blocker at a time): reports
 * whether it holds changes, guards navigation meanwhile, and answers the guarded close for Cancel.
 */
export function useFormModalGuard(dirty: boolean): () => void {
  const { reportDirty, requestClose } = useContext(FormModalContext);
  useUnsavedChanges(dirty);
  useEffect(() => {
    reportDirty(dirty);
    return () => reportDirty(false);
  }, [dirty, reportDirty]);
  return requestClose;
}
