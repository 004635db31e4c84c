import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from "@mantine/core";

/** `closeLabel` names the toast and dialog close buttons in the interface language. */
export function createAppTheme(closeLabel: string): MantineThemeOverride {
  return createTheme({
    ...baseTheme,
    // Plain objects, not Modal.extend/Notification.extend: naming the components here would put them
    // in every page's first JavaScript.
    components: {
      Modal: {
        defaultProps: { closeButtonProps: { "aria-label": closeLabel } },
      },
      Notification: {
        defaultProps: { closeButtonProps: { "aria-label": closeLabel } },
        styles: { description: { color: "var(--mantine-color-gray-7)" } },
      },
    },
  });
}

const baseTheme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white button text above 4.5:1 contrast.
  primaryShade: { light: 8, dark: 8 },
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
  // Spec 000 §2: ≤447 very small, 448–767 small, 768–1279 medium, ≥1280 large.
  breakpoints: {
    xs: "28em",
    sm: "48em",
    md: "80em",
    lg: "90em",
    xl: "120em",
  },
  focusRing: "auto",
});

/** Darker dimmed and error text than Mantine's defaults so they pass WCAG AA on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    // Orange text on a light orange alert: Mantine's darkest orange (orange-9) is only 3.6:1 there.
    "--app-color-warning-text": "#9a3412",
  },
  dark: {},
});
