import { Alert } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { paths, safeReturnUrl } from "../../../config/paths.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Redirect, usePageNavigation } from "../../../shared/navigation/page-navigation.tsx";
import { getSessionEndReason } from "../../../shared/session/session-flags.ts";
import { getMeQueryOptions } from "../api/get-me.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { ForgotPasswordForm } from "../components/forgot-password-form.tsx";
import { LoginForm } from "../components/login-form.tsx";

export function LoginPage() {
  const { t } = useTranslation();
  const { search, navigate } = usePageNavigation();
  const [mode, setMode] = useState<"login" | "forgot">("login");
  const [endReason] = useState(getSessionEndReason);
  // Someone still signed in does not need this page.
  const me = useQuery({ ...getMeQueryOptions(), retry: false });
  const returnUrl = safeReturnUrl(search.get("returnUrl"));
  const target = returnUrl && !returnUrl.startsWith(paths.login.path) ? returnUrl : paths.dashboard.getHref();

  if (me.data) return <Redirect to={target} />;

  return (
    <AuthLayout title={mode === "login" ? t("auth.signInTitle") : t("auth.forgotTitle")}>
      {endReason === "expired" ? (
        <Alert color="yellow" variant="light" mb="md" role="alert">
          {t("auth.sessionExpired")}
        </Alert>
      ) : null}
      {endReason === "restoreFailed" ? (
        <Alert color="yellow" variant="light" mb="md" role="alert">
          {t("auth.restoreFailed")}
        </Alert>
      ) : null}
      {mode === "login" ? (
        <LoginForm
          onSuccess={() => navigate(target, { replace: true })}
          onForgotPassword={() => setMode("forgot")}
        />
      ) : (
        <ForgotPasswordForm onBack={() => setMode("login")} />
      )}
    </AuthLayout>
  );
}
