import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { paths } from "../../../config/paths.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { ResetPasswordForm } from "../components/reset-password-form.tsx";

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  if (!token) return <Navigate to={paths.login.getHref()} replace />;

  return (
    <AuthLayout title={t("auth.resetTitle")}>
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
