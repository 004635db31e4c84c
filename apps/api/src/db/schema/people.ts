import type { EmployeeFlag, EmployeeType, Permission } from "@portal/domain";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

export const roles = pgTable(
  "roles",
  {
    id: serial("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    permissions: text("permissions").array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [index("roles_account").on(table.accountId, table.id)],
);

export const employees = pgTable(
  "employees",
  {
    id: serial("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** Sign-in is by username alone, so it is unique across accounts (case-insensitive). */
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    employeeType: text("employee_type").$type<EmployeeType>().notNull(),
    flags: text("flags").array().$type<EmployeeFlag[]>().notNull().default(sql`'{}'::text[]`),
    roleId: integer("role_id").references(() => roles.id),
    status: text("status", { enum: ["active", "disabled"] })
      .notNull()
      .default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("employees_username").on(sql`lower(${table.username})`),
    index("employees_email").on(sql`lower(${table.email})`),
    index("employees_account").on(table.accountId, table.id),
  ],
);
