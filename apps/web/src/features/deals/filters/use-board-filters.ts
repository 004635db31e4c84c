import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type BoardFilterValues,
  type FilterParamKey,
  readFilters,
  toBoardQuery,
  withoutFilters,
  withParam,
} from "./board-filters.ts";

export type BoardFiltersApi = {
  values: BoardFilterValues;
  /** Exactly what the URL asks for; stable while the URL's filters stay the same. */
  query: ReturnType<typeof toBoardQuery>;
  /** The URL's search string, for a link or a preset. */
  searchParams: URLSearchParams;
  setParam: (key: FilterParamKey, value: string, options?: { replace?: boolean }) => void;
  update: (change: (params: URLSearchParams) => URLSearchParams) => void;
  clear: () => void;
};

/** The board's filters live in the URL, so a reload keeps them and Back/Forward step through them. */
export function useBoardFilters(): BoardFiltersApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.toString();
  const values = useMemo(() => readFilters(new URLSearchParams(text)), [text]);
  const queryText = JSON.stringify(toBoardQuery(values));
  // biome-ignore lint/correctness/useExhaustiveDependencies: one object per distinct query, so the board call runs once per change
  const query = useMemo(() => toBoardQuery(values), [queryText]);
  const update = useCallback(
    (change: (params: URLSearchParams) => URLSearchParams) => setSearchParams((params) => change(params)),
    [setSearchParams],
  );
  const setParam = useCallback(
    (key: FilterParamKey, value: string, options?: { replace?: boolean }) =>
      setSearchParams((params) => withParam(params, key, value), { replace: options?.replace ?? false }),
    [setSearchParams],
  );
  const clear = useCallback(() => setSearchParams((params) => withoutFilters(params)), [setSearchParams]);
  return { values, query, searchParams, setParam, update, clear };
}
