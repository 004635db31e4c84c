import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { brandName } from "../../config/env.ts";
import { useBranding } from "../../features/auth/api/get-branding.ts";
import { UpdateNotice } from "./update-notice.tsx";

/** Page title: the hosted domain's name, else the brand default (spec 000 §2). */
function useDocumentTitle() {
  const branding = useBranding();
  const title = branding.data?.name ?? brandName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <UpdateNotice />
      <ScrollRestoration />
    </>
  );
}
