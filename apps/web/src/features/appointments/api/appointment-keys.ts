// The appointments' query keys: every list (a deal's, later the calendar's ranges) under one prefix, so a
// change can update or refresh them all.
export const appointmentKeys = {
  all: ["appointments"] as const,
  lists: () => [...appointmentKeys.all, "list"] as const,
  deal: (dealId: string) => [...appointmentKeys.lists(), "deal", dealId] as const,
  person: (personId: string) => [...appointmentKeys.lists(), "person", personId] as const,
  one: (appointmentId: string) => [...appointmentKeys.all, "one", appointmentId] as const,
};
