import { Alert } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { paths, safeReturnUrl } from "../../../config/paths.ts";
import { getSessionEndReason } from "../../../shared/session/session-flags.ts";
import { getMeQueryOptions } from "../api/get-me.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { ForgotPasswordForm } from "../components/forgot-password-form.tsx";
import { LoginForm } from "../components/login-form.tsx";

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<"login" | "forgot">("login");
  const [endReason] = useState(getSessionEndReason);
  // Someone still signed in does not need this page.
  const me = useQuery({ ...getMeQueryOptions(), retry: false });
  const returnUrl = safeReturnUrl(searchParams.get("returnUrl"));
  const target = returnUrl && !returnUrl.startsWith(paths.login.path) ? returnUrl : paths.dashboard.getHref();

  if (me.data) return <Navigate to={target} replace />;

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
          onSuccess={() => void navigate(target, { replace: true })}
          onForgotPassword={() => setMode("forgot")}
        />
      ) : (
        <ForgotPasswordForm onBack={() => setMode("login")} />
      )}
    </AuthLayout>
  );
}
