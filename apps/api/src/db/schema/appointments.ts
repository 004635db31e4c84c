// Appointments (spec 000 §3 "Appointment"), of a deal or on their own, and who takes part in them.
import type { ParticipantStatus, TemporalData } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { deals } from "./deals.ts";
import { employees } from "./people.ts";

export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** The deal it belongs to (its Appointments tab); null for one made in the calendar alone. */
    dealId: uuid("deal_id"),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    description: text("description").notNull().default(""),
    temporalData: jsonb("temporal_data").$type<TemporalData>().notNull(),
    /**
     * When it starts and (exclusively) ends, computed from temporalData on every write (the domain's
     * appointmentSpan; all-day kinds placed in the account's time zone), so a calendar range is an index
     * range. temporalData stays the truth: these two are never read back as the appointment's time.
     */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Bumped by every change; a write carrying an older one answers 409 (like deals). */
    version: integer("version").notNull().default(1),
    /** Bumped when its time changes (not its title or people): a calendar feed's SEQUENCE (RFC 5545). */
    sequence: integer("sequence").notNull().default(0),
    createdBy: integer("created_by").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Null deal_id skips the check (MATCH SIMPLE); a set one must be a deal of the same account.
    foreignKey({
      name: "appointments_deal_fk",
      columns: [table.accountId, table.dealId],
      foreignColumns: [deals.accountId, deals.id],
    }),
    unique("appointments_account_id").on(table.accountId, table.id),
    index("appointments_account_deal").on(table.accountId, table.dealId),
    // A calendar range [from, to) reads `ends_at >= from and starts_at < to`: leading with ends_at bounds
    // the scan to the range and what comes after it (bookings ahead are few), never the whole history.
    index("appointments_account_span").on(table.accountId, table.endsAt, table.startsAt),
  ],
);

/** Who takes part (spec "Participant"), in the order they were added. */
export const appointmentParticipants = pgTable(
  "appointment_participants",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id").notNull(),
    appointmentId: uuid("appointment_id").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    status: text("status", { enum: ["YES", "NO", "MAYBE", "NOREPLY"] })
      .$type<ParticipantStatus>()
      .notNull()
      .default("NOREPLY"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    foreignKey({
      name: "appointment_participants_appointment_fk",
      columns: [table.accountId, table.appointmentId],
      foreignColumns: [appointments.accountId, appointments.id],
    }).onDelete("cascade"),
    index("appointment_participants_account_appointment").on(table.accountId, table.appointmentId),
    // A personnel person's appointments: participants are matched to people by lower-cased email.
    index("appointment_participants_account_email").on(table.accountId, sql`lower(${table.email})`),
  ],
);
