// The appointments' query keys: every list (a deal's, a person's, the calendar's ranges) under one prefix,
// so a change can update or refresh them all (appointment-lists.ts).
export type AppointmentRangeKey = { from: string; to: string; personIds: readonly string[] };

export const appointmentKeys = {
  all: ["appointments"] as const,
  lists: () => [...appointmentKeys.all, "list"] as const,
  deal: (dealId: string) => [...appointmentKeys.lists(), "deal", dealId] as const,
  person: (personId: string) => [...appointmentKeys.lists(), "person", personId] as const,
  range: (range: AppointmentRangeKey) => [...appointmentKeys.lists(), "range", range] as const,
  one: (appointmentId: string) => [...appointmentKeys.all, "one", appointmentId] as const,
};
