// Development builds only: toggle feature flags locally to see gated screens without changing the account.
import { Button, Popover, Stack, Switch, Text } from "@mantine/core";
import { featureNames } from "@portal/domain";
import { IconFlag } from "@tabler/icons-react";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import { clearDevFeatures, setDevFeature, useDevFeatureOverrides } from "../session/dev-features.ts";
import { useSessionMe } from "../session/use-session.ts";

export function DevFeatureMenu() {
  const { t } = useTranslation();
  const me = useSessionMe();
  const overrides = useDevFeatureOverrides();
  const overridden = Object.keys(overrides).length;

  return (
    <Popover position="right-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          fullWidth
          justify="flex-start"
          leftSection={<IconFlag size={16} aria-hidden />}
          mt="xs"
        >
          {t("devFeatures.title")}
          {overridden ? ` (${overridden})` : ""}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t("devFeatures.title")}
          </Text>
          <Text size="xs" c="dimmed" maw={240}>
            {t("devFeatures.help")}
          </Text>
          {featureNames.map((name) => (
            <Switch
              key={name}
              label={name}
              checked={overrides[name] ?? me.features[name]}
              onChange={(event) => {
                const value = event.currentTarget.checked;
                setDevFeature(name, value === me.features[name] ? null : value);
              }}
            />
          ))}
          <Button size="xs" variant="light" onClick={clearDevFeatures} disabled={!overridden}>
            {t("devFeatures.reset")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
