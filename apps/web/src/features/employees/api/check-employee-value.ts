import { checkEmployeeEmail, checkEmployeeUsername } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

export type CheckedField = "email" | "username";

/**
 * Whether another employee has this value (spec 001 §5): the employee's own id is left out (0 for a
 * new one). A failed check rejects; the caller counts it as taken, as the spec says, but asks again.
 */
export async function isEmployeeValueTaken(
  field: CheckedField,
  value: string,
  excludeId: number,
): Promise<boolean> {
  const call = field === "email" ? checkEmployeeEmail : checkEmployeeUsername;
  const answer = await callApi(call, { params: { excludeId }, query: { value } });
  return answer.data.exists;
}
