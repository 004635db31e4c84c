// Why an appointment's temporal data is refused: the codes alone, in a module of their own, so the
// web app's error words (which list every code) do not pull in the date arithmetic.
export const temporalDataCodes = ["INVALID_DATE", "UNKNOWN_TIME_ZONE", "END_BEFORE_START"] as const;
export type TemporalDataCode = (typeof temporalDataCodes)[number];
