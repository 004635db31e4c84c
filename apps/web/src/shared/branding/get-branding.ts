import { type Branding, getBranding } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../api-client/api-client.ts";

export function fetchBranding(host: string): Promise<Branding> {
  return callApi(getBranding, { query: { host } });
}

export function getBrandingQueryOptions(host: string) {
  return queryOptions({
    queryKey: ["branding", host],
    queryFn: () => fetchBranding(host),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Hosted-domain name, logo, colour and chat key for this host; undefined until loaded or on failure. */
export function useBranding(host: string = window.location.hostname) {
  return useQuery(getBrandingQueryOptions(host));
}
