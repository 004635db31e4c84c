import { paths } from "../../../config/paths.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Redirect, usePageNavigation } from "../../../shared/navigation/page-navigation.tsx";
import { AuthLayout } from "../components/auth-layout.tsx";
import { ResetPasswordForm } from "../components/reset-password-form.tsx";

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { search } = usePageNavigation();
  const token = search.get("token");
  // A new employee's invite opens this page too, to choose their first password.
  const welcome = search.get("welcome") === "1";
  if (!token) return <Redirect to={paths.login.getHref()} />;

  return (
    <AuthLayout title={welcome ? t("auth.welcomeTitle") : t("auth.resetTitle")}>
      <ResetPasswordForm token={token} welcome={welcome} />
    </AuthLayout>
  );
}
