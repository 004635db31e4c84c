// The sales-reps area's public surface: the account's sales reps (a deal's, an order's).
export { useSalesReps } from "./api/list-sales-reps.ts";
