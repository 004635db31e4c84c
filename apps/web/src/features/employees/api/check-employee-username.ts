import { checkEmployeeUsername } from "@portal/contract";
import { callApi } from "../../../shared/api-client/api-client.ts";

/**
 * Whether another employee has this username (spec 001 §5): the employee's own id is left out (0 for a
 * new one). A failed check rejects; the caller counts it as taken, as the spec says, but asks again.
 */
export async function isEmployeeUsernameTaken(value: string, excludeId: number): Promise<boolean> {
  const answer = await callApi(checkEmployeeUsername, { params: { excludeId }, query: { value } });
  return answer.data.exists;
}
