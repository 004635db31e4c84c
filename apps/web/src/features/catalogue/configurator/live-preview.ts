// The configurator's live price: what the line would cost or sell for with the choices on the form,
// asked of the server (it owns pricing) 300 ms after the choices last changed.
import type { LineChoices, PriceStepView } from "@portal/contract";
import { useEffect, useRef, useState } from "react";
import type { LineError } from "../components/line-error-text.ts";

/** A line's figures as the configurator shows them, whichever price (sell or cost) they are. */
export type ConfiguratorPrice = {
  unit: string;
  total: string;
  errors: readonly LineError[];
  explanation: readonly PriceStepView[];
};

/** Asks the server what the line would be with `choices`; nothing is saved. */
export type PriceChoices = (choices: LineChoices, signal?: AbortSignal) => Promise<ConfiguratorPrice>;

export type LivePrice = {
  /** The newest answer, else the saved line's figures; null for a new line until the first answer. */
  price: ConfiguratorPrice | null;
  /** A newer answer is on its way. */
  pending: boolean;
};

/** An older question is dropped when a newer one starts; a failed one keeps the last answer. */
export function useLivePrice(
  priceChoices: PriceChoices,
  choices: LineChoices,
  initial: ConfiguratorPrice | null,
): LivePrice {
  const [answer, setAnswer] = useState<ConfiguratorPrice | null>(null);
  const [pending, setPending] = useState(false);
  // The caller's function may be a new one each render; the choices decide when to ask.
  const ask = useRef(priceChoices);
  ask.current = priceChoices;
  const key = JSON.stringify(choices);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized choices are the dependency
  useEffect(() => {
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      ask
        .current(choices, controller.signal)
        .then((next) => {
          setAnswer(next);
          setPending(false);
        })
        .catch(() => setPending(false));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return { price: answer ?? initial, pending };
}
