// @mantine/form with the portal's generic form behaviour (spec 001 §5): errors after blur or on submit,
// trimming and maxLength on blur, clamping on blur, and a first-error toast on an invalid submit that
// scrolls to and focuses that field. Every form of the app is built with it.
import { type FormErrors, type UseFormInput, type UseFormReturnType, useForm } from "@mantine/form";
import type { FormEvent } from "react";
import { i18n } from "../i18n/i18n.ts";
import { showToast } from "../ui/toasts.ts";
import { followPointer, whenPointerReleased } from "./pointer-release.ts";
import { clampNumber, normalizeText } from "./rules.ts";
import { serverFieldErrors } from "./server-errors.ts";

export type FieldBehaviour =
  | { kind: "text"; maxLength?: number }
  | { kind: "number"; min?: number; max?: number };

export type AppFormOptions<Values extends Record<string, unknown>> = Omit<
  UseFormInput<Values>,
  "mode" | "validateInputOnBlur" | "enhanceGetInputProps"
> & {
  /** Per field path (`address.line1` for nested values): how it is normalised on blur. Others stay as typed. */
  fields?: Partial<Record<string, FieldBehaviour>>;
};

export type AppForm<Values extends Record<string, unknown>> = UseFormReturnType<Values> & {
  /** Wraps a submit handler: runs it only when every field is valid, else toasts and focuses the first error. */
  handleSubmit: (onValid: (values: Values) => unknown) => (event?: FormEvent<HTMLFormElement>) => void;
  /**
   * Refuses a submit for errors found after the form's own rules passed (the server's, a check that
   * needs a call): shows them on their fields and behaves as an invalid submit does.
   */
  refuse: (errors: FormErrors) => void;
  /**
   * Refuses a submit for a 422 answer's field errors (`fieldMap`: body field → form path where they
   * differ), as an invalid submit does: on their fields, the toast, the first revealed. Answers whether
   * the error was one.
   */
  refuseServer: (error: unknown, fieldMap?: Record<string, string>) => boolean;
};

function valueAt(values: unknown, path: string): unknown {
  let node: unknown = values;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Error paths in the order their inputs appear on the page, so "first" means what the user sees first. */
function orderErrors(errors: FormErrors, findNode: (path: string) => HTMLElement | null): string[] {
  const paths = Object.keys(errors).filter((path) => errors[path]);
  return paths
    .map((path, index) => ({ path, index, node: findNode(path) }))
    .sort((a, b) => {
      if (a.node && b.node) {
        if (a.node === b.node) return 0;
        return a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      }
      if (a.node) return -1;
      if (b.node) return 1;
      return a.index - b.index;
    })
    .map((item) => item.path);
}

const focusable =
  'input:not([disabled]):not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** The element to focus for a field: itself, or the first focusable inside a group (radio, checkbox). */
function focusTarget(node: HTMLElement | null): HTMLElement | null {
  if (!node || node.matches(focusable)) return node;
  return node.querySelector<HTMLElement>(focusable) ?? node;
}

export function useAppForm<Values extends Record<string, unknown>>({
  fields = {},
  ...options
}: AppFormOptions<Values>): AppForm<Values> {
  followPointer();
  const form = useForm<Values>({
    ...options,
    mode: "controlled",
    validateInputOnBlur: true,
    clearInputErrorOnChange: false,
    enhanceGetInputProps: ({ field, inputProps, form: current }) => {
      const behaviour = fields[String(field)];
      const path = String(field);
      // Mantine merges what we return into `inputProps` itself: keep its own handlers first.
      const baseOnChange = inputProps.onChange;
      const baseOnBlur = inputProps.onBlur;
      const onChange = (...args: unknown[]) => {
        baseOnChange(...args);
        // Once a field shows an error it follows the typing, so a fix is acknowledged at once.
        if (current.errors[path]) current.validateField(path);
      };
      const onBlur = () => {
        const value = valueAt(current.getValues(), path);
        if (behaviour?.kind === "text" && typeof value === "string") {
          const next = normalizeText(value, behaviour.maxLength);
          if (next !== value) current.setFieldValue(path, next as never);
        }
        if (behaviour?.kind === "number" && typeof value === "number") {
          const next = clampNumber(value, behaviour.min, behaviour.max);
          if (next !== value) current.setFieldValue(path, next as never);
        }
        // The error must not appear (and move the page) while the pointer is down on Submit.
        whenPointerReleased(() => baseOnBlur?.());
      };
      const extra: Record<string, unknown> = { onChange, onBlur };
      if (behaviour?.kind === "number") {
        if (behaviour.min !== undefined) extra.min = behaviour.min;
        if (behaviour.max !== undefined) extra.max = behaviour.max;
      }
      return extra;
    },
  });

  const revealFirst = (errors: FormErrors) => {
    const [first] = orderErrors(errors, (path) => form.getInputNode(path));
    if (first === undefined) return;
    showToast({
      color: "red",
      title: String(errors[first]),
      message: i18n.t("forms.reviewAll"),
    });
    const node = focusTarget(form.getInputNode(first));
    node?.focus();
    node?.scrollIntoView?.({ block: "center" });
  };

  const handleSubmit: AppForm<Values>["handleSubmit"] = (onValid) =>
    form.onSubmit((values) => {
      const result = onValid(values);
      // Mantine keeps `submitting` true until a returned promise settles.
      return result instanceof Promise ? result : undefined;
    }, revealFirst);

  const refuse: AppForm<Values>["refuse"] = (errors) => {
    form.setErrors(errors);
    revealFirst(errors);
  };

  const refuseServer: AppForm<Values>["refuseServer"] = (error, fieldMap) => {
    const errors = serverFieldErrors(error, fieldMap);
    if (errors) refuse(errors);
    return errors !== null;
  };

  return Object.assign(form, { handleSubmit, refuse, refuseServer });
}
