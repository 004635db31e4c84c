import { useEffect } from "react";
import { brandName } from "../../config/env.ts";
import { useBranding } from "../../shared/branding/get-branding.ts";

/** Page title: the hosted domain's name, else the brand default (spec 000 §2). */
export function useDocumentTitle() {
  const branding = useBranding();
  const title = branding.data?.name ?? brandName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
