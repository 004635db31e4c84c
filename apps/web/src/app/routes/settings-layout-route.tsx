// The settings shell with the tabs this user may open: only built tabs, in the spec's order (000 §2).
import { settingsTabs } from "../../config/paths.ts";
import { SettingsLayout } from "../../features/settings/components/settings-layout.tsx";
import { builtSettingsTabs, settingsTabAction, useCan } from "../access.ts";

export function SettingsLayoutRoute() {
  const can = useCan();
  const tabs = settingsTabs.filter((tab) => builtSettingsTabs.includes(tab) && can(settingsTabAction[tab]));
  // Every settings change needs the settings permission (docs/permissions.md, decision 5).
  return <SettingsLayout tabs={tabs} readOnly={!can("settings.edit")} />;
}
