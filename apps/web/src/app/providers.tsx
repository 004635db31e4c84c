import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "../shared/i18n/use-translation.ts";
import { OverlayHost } from "../shared/overlays/overlay-host.tsx";
import { createAppTheme, cssVariablesResolver } from "./theme.ts";

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** "test" (Vitest) switches off transitions, and the detached-anchor check jsdom's empty layout trips. */
  env?: "default" | "test";
};

function ThemedProviders({ queryClient, children, env }: AppProvidersProps) {
  const { t } = useTranslation();
  const closeLabel = t("common.close");
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <OverlayHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function AppProviders({ queryClient, children, env }: AppProvidersProps) {
  return (
    <ThemedProviders queryClient={queryClient} env={env}>
      {children}
    </ThemedProviders>
  );
}
