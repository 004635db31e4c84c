// One demo appointment on a deal: its row, the staff taking part, and the deal's contact invited.
import { appointmentSpan, type TemporalData } from "@portal/domain";
import type { Db } from "../db/client.ts";
import { appointmentParticipants, appointments } from "../db/schema/index.ts";
import type { SeedDeal } from "./people-and-orders.ts";

type Participant = typeof appointmentParticipants.$inferInsert;
type Status = Participant["status"];

/** Demo Blinds Co's main company is in Sydney: all-day appointments are placed there, as the API does. */
export const demoZone = "Australia/Sydney";

export type DemoBooking = {
  deal: SeedDeal;
  title: string;
  temporalData: TemporalData;
  madeAt: Date;
  /** The staff taking part, in order. */
  people: Array<{ name: string; email: string; status: Status }>;
  /** The deal's contact's answer, when the deal has a contact. */
  contactStatus: Status;
};

/** Collects bookings and writes them in two inserts. */
export class DemoBookings {
  private readonly appointmentRows: Array<typeof appointments.$inferInsert> = [];
  private readonly participantRows: Participant[] = [];

  constructor(
    private readonly accountId: string,
    private readonly newId: () => string,
  ) {}

  add({ deal, title, temporalData, madeAt, people, contactStatus }: DemoBooking): void {
    const { accountId, newId } = this;
    const id = newId();
    const span = appointmentSpan(temporalData, demoZone);
    this.appointmentRows.push({
      id,
      accountId,
      dealId: deal.id,
      title,
      location: "",
      description: deal.contactName ? `With ${deal.contactName}.` : "",
      temporalData,
      startsAt: span.start,
      endsAt: span.end,
      createdAt: madeAt,
      updatedAt: madeAt,
    });
    const participant = (fields: Omit<Participant, "id" | "accountId" | "appointmentId">): Participant => ({
      id: newId(),
      accountId,
      appointmentId: id,
      ...fields,
    });
    people.forEach((person, order) => {
      this.participantRows.push(participant({ ...person, phoneNumber: null, sortOrder: order }));
    });
    if (deal.contactName) {
      this.participantRows.push(
        participant({
          name: deal.contactName,
          email: deal.contactEmail,
          phoneNumber: deal.contactPhone,
          status: contactStatus,
          sortOrder: people.length,
        }),
      );
    }
  }

  async insert(db: Db): Promise<void> {
    if (this.appointmentRows.length === 0) return;
    await db.insert(appointments).values(this.appointmentRows);
    if (this.participantRows.length > 0)
      await db.insert(appointmentParticipants).values(this.participantRows);
  }
}
