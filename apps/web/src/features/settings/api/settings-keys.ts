// Every query key of the settings area, in one place, so a change refreshes exactly what it touched.
export const settingsKeys = {
  account: ["account-settings"] as const,
  dealer: ["dealer-settings"] as const,
  providers: ["providers"] as const,
  manufacturers: ["manufacturers"] as const,
  pdfTemplates: ["pdf-templates"] as const,
};
