import { List, Paper, Stack, Text, Title } from "@mantine/core";
import { permissions } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useRoles } from "../api/list-roles.ts";
import { permissionLabel, roleKindLabel } from "./role-words.ts";

/** The account's roles and what each lets its employees do: read-only (roles are not edited here). */
export function RolesSection() {
  const { t } = useTranslation();
  const roles = useRoles();

  const content = () => {
    if (roles.isError) return <ErrorView onRetry={() => void roles.refetch()} />;
    if (!roles.data) return <PageLoader />;
    if (roles.data.length === 0) return <Text c="dimmed">{t("employees.noRoles")}</Text>;
    return (
      <Paper withBorder radius="md">
        <Stack gap={0}>
          {roles.data.map((role, index) => (
            <Stack
              key={role.id}
              component="section"
              aria-labelledby={`role-${role.id}`}
              gap="xs"
              p="md"
              style={index > 0 ? { borderTop: "1px solid var(--mantine-color-gray-3)" } : undefined}
            >
              <Stack gap={2}>
                <Title order={4} size="h5" id={`role-${role.id}`}>
                  {role.role}
                </Title>
                <Text size="sm" c="dimmed">
                  {t("employees.kindLabel", { kind: roleKindLabel(t, role.permissions) })}
                </Text>
              </Stack>
              {role.permissions.length > 0 ? (
                <List size="sm" spacing={4}>
                  {/* In the table's order (docs/permissions.md), whatever order the role lists them in. */}
                  {permissions
                    .filter((permission) => role.permissions.includes(permission))
                    .map((permission) => (
                      <List.Item key={permission}>{permissionLabel(t, permission)}</List.Item>
                    ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("employees.noPermissions")}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    );
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t("employees.rolesTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("employees.rolesHelp")}
      </Text>
      {content()}
    </Stack>
  );
}
