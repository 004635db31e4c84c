import { type CallResponse, type LineChoices, previewOrderLinePrice } from "@portal/contract";
import { useEffect, useState } from "react";
import { callApi } from "../../../shared/api-client/api-client.ts";

/** The price, errors and explanation the line would have with these choices. */
export type LinePricePreview = CallResponse<typeof previewOrderLinePrice>;

/** Prices choices without saving them. */
export function fetchLinePricePreview(
  lineId: string,
  choices: LineChoices,
  signal?: AbortSignal,
): Promise<LinePricePreview> {
  return callApi(previewOrderLinePrice, { params: { id: lineId }, body: choices, signal });
}

/**
 * The configurator's live price: asked 300 ms after the choices last changed; an older question is
 * dropped when a newer one starts. A failed one keeps the last answer.
 */
export function useLinePricePreview(lineId: string, choices: LineChoices) {
  const [preview, setPreview] = useState<LinePricePreview | null>(null);
  const [pending, setPending] = useState(false);
  const key = JSON.stringify(choices);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized choices are the dependency
  useEffect(() => {
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      fetchLinePricePreview(lineId, choices, controller.signal)
        .then((answer) => {
          setPreview(answer);
          setPending(false);
        })
        .catch(() => setPending(false));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lineId, key]);
  return { preview, pending };
}
