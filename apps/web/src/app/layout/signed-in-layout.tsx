import { AppShell } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { useTranslation } from "../../shared/i18n/use-translation.ts";
import { loadOverlays } from "../../shared/overlays/overlay-host.tsx";
import { InNextTask } from "../../shared/ui/next-task.tsx";
import { RequireSession } from "../session/require-session.tsx";
import { AddressBanner } from "./address-banner.tsx";
import { AppHeader } from "./app-header.tsx";
import { NavBar } from "./nav-bar.tsx";
import { SkipLink } from "./skip-link.tsx";

function Shell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the sm breakpoint the closed slide-out menu sits off screen; hide it from keyboard and
  // screen readers too, not only from sight.
  const smallScreen = useMediaQuery("(max-width: 47.99em)");
  const navHidden = smallScreen === true && !opened;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "sm", xs: "md", md: "lg" }}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        id="main-navigation"
        aria-label={t("nav.label")}
        style={navHidden ? { visibility: "hidden" } : undefined}
      >
        {/* After the page's first task (it mounts in the task after the shell's): on a phone the
            navigation is a closed slide-out menu, and on a wide screen it fills its own column, so the
            page comes first and nothing shown moves. */}
        <InNextTask>
          <InNextTask>
            <NavBar onNavigate={close} />
          </InNextTask>
        </InNextTask>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {/* The page mounts in the task after the shell's: the shell is painted first, and neither
            waits for the other in one long task. */}
        <InNextTask>
          <AddressBanner />
          <Outlet />
        </InNextTask>
      </AppShell.Main>
    </AppShell>
  );
}

/** Every signed-in route renders inside this: the session guard, then the shell. */
export function SignedInLayout() {
  // The toast and dialog managers load once the page's own code is in (React Router has loaded this
  // layout and the route together), so on a slow line they do not hold that code up.
  useEffect(() => void loadOverlays(), []);
  return (
    <RequireSession>
      <Shell />
    </RequireSession>
  );
}
