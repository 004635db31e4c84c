// The settings shell with the tabs this user may open: only built tabs, in the spec's order (000 §2).
import { settingsTabs } from "../../config/paths.ts";
import { SettingsLayout } from "../../features/settings/components/settings-layout.tsx";
import { builtSettingsTabs, settingsTabAccess } from "../access.ts";
import { useFeatures } from "../session/use-session.ts";

export function SettingsLayoutRoute() {
  const features = useFeatures();
  const tabs = settingsTabs.filter(
    (tab) => builtSettingsTabs.includes(tab) && settingsTabAccess[tab](features),
  );
  return <SettingsLayout tabs={tabs} />;
}
