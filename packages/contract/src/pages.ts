// The web app's pages a visitor opens without signing in, which the lean public entry (apps/web
// public.html) renders: the API answers their first load with that entry's HTML and every other
// page's with the signed-in app's (index.html). Each is the path itself or a folder of paths.
export const publicPagePaths = [
  "/login",
  "/reset-password",
  "/checkout",
  "/customer-quote",
  "/supplier-order",
] as const;

export function isPublicPagePath(pathname: string): boolean {
  return publicPagePaths.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
