// Who of the personnel takes part in an appointment: a participant is the person when their emails
// match in any case, within the account. The calendar's per-person view and the board's filter ask it.
import { and, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appointmentParticipants, appointments, personnel } from "../../db/schema/index.ts";

/** The `appointments` row of the enclosing query has one of these personnel people among its participants. */
export function withPersonnel(db: Db, personIds: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(appointmentParticipants)
      .innerJoin(
        personnel,
        and(
          eq(personnel.accountId, appointmentParticipants.accountId),
          eq(sql`lower(${personnel.email})`, sql`lower(${appointmentParticipants.email})`),
        ),
      )
      .where(
        and(
          eq(appointmentParticipants.accountId, appointments.accountId),
          eq(appointmentParticipants.appointmentId, appointments.id),
          inArray(personnel.id, personIds),
        ),
      ),
  );
}
