// "Email has already been taken" / "Username has already been taken" while typing (spec 001 §5): the
// server is asked after a 200 ms pause (§9), and each answer is kept for the form's rules to read; a
// failed check reads as taken until it is asked again.
import { employeeKey } from "@portal/domain";
import { useCallback, useEffect, useRef } from "react";
import { isEmployeeEmailTaken } from "../api/check-employee-email.ts";
import { isEmployeeUsernameTaken } from "../api/check-employee-username.ts";

export type CheckedField = "email" | "username";

/** Each checked field's call. */
const askTaken: Record<CheckedField, (value: string, excludeId: number) => Promise<boolean>> = {
  email: isEmployeeEmailTaken,
  username: isEmployeeUsernameTaken,
};

/** Spec 001 §9: the uniqueness checks wait for a 200 ms pause in typing. */
export const takenCheckPauseMs = 200;

export type TakenCheck = {
  /** Whether the server said this value is taken (or its check failed). */
  isTaken: (value: string) => boolean;
  /**
   * The check of this value, started now if its pause has not ended or its last check failed; false
   * for a value not checked.
   */
  settle: (value: string) => Promise<boolean>;
};

export type TakenCheckOptions = {
  field: CheckedField;
  /** The value as typed now. */
  value: string;
  /** The employee whose own value this may be; 0 for a new one. */
  excludeId: number;
  /** Values not worth asking about (blank, malformed, the employee's own unchanged one). */
  skip: (value: string) => boolean;
  /** Told of each answer, so the field can show it at once. */
  onAnswer: (value: string, taken: boolean) => void;
};

export function useTakenCheck({ field, value, excludeId, skip, onAnswer }: TakenCheckOptions): TakenCheck {
  const asked = useRef(new Map<string, Promise<boolean>>());
  const answered = useRef(new Map<string, boolean>());
  // The latest callbacks, so a pending answer reaches the form as it is when it arrives.
  const latest = useRef({ skip, onAnswer });
  latest.current = { skip, onAnswer };

  const ask = useCallback(
    (text: string): Promise<boolean> => {
      if (latest.current.skip(text)) return Promise.resolve(false);
      const key = employeeKey(text);
      const pending = asked.current.get(key);
      if (pending) return pending;
      let failed = false;
      const asking: Promise<boolean> = askTaken[field](text.trim(), excludeId)
        .catch(() => {
          failed = true;
          return true;
        })
        .then((taken) => {
          // Spec 001 §5: a failed check counts as taken. But a blip (a lost connection, a 429) must
          // not stick for the life of the form: it is not kept, so the next pause or Save asks again.
          if (failed && asked.current.get(key) === asking) asked.current.delete(key);
          answered.current.set(key, taken);
          latest.current.onAnswer(text, taken);
          return taken;
        });
      asked.current.set(key, asking);
      return asking;
    },
    [field, excludeId],
  );

  useEffect(() => {
    if (latest.current.skip(value)) return;
    const timer = setTimeout(() => void ask(value), takenCheckPauseMs);
    return () => clearTimeout(timer);
  }, [value, ask]);

  return {
    isTaken: useCallback((text: string) => answered.current.get(employeeKey(text)) === true, []),
    settle: ask,
  };
}
