// The seeded sign-ins; the README and the E2E tests use the same table.
import type { EmployeeFlag, EmployeeType } from "@portal/domain";

export type DemoUser = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeType: EmployeeType;
  flags: EmployeeFlag[];
  role: "Administrator" | "Sales" | "Deals only" | "Supplier representative";
};

/** Demo Blinds Co (dealer, AU). */
export const demoUsers = {
  admin: {
    username: "demo",
    password: "demo1234",
    firstName: "Alex",
    lastName: "Morgan",
    email: "demo@demoblinds.test",
    employeeType: "ADMIN",
    flags: [],
    role: "Administrator",
  },
  sales: {
    username: "sales",
    password: "sales1234",
    firstName: "Sam",
    lastName: "Taylor",
    email: "sales@demoblinds.test",
    employeeType: "DEFAULT",
    flags: [],
    role: "Sales",
  },
  dealsOnly: {
    username: "dealsonly",
    password: "dealsonly1234",
    firstName: "Dana",
    lastName: "Lee",
    email: "dealsonly@demoblinds.test",
    employeeType: "DEFAULT",
    flags: ["DEALS_ONLY"],
    role: "Deals only",
  },
  supplierRep: {
    username: "supplier",
    password: "supplier1234",
    firstName: "Riley",
    lastName: "Chen",
    email: "rep@sunline.test",
    employeeType: "MANUFACTURER",
    flags: [],
    role: "Supplier representative",
  },
} satisfies Record<string, DemoUser>;

/** Harbour Shutters (the second dealer, there to show isolation). */
export const harbourAdmin = {
  username: "harbour",
  password: "harbour1234",
  firstName: "Jordan",
  lastName: "Blake",
  email: "admin@harbourshutters.test",
  employeeType: "ADMIN",
  flags: [],
  role: "Administrator",
} satisfies DemoUser;

/** Coastal Shutters & Curtains (a supplier's own account): its staff load Coastal's catalogue. */
export const coastalAdmin = {
  username: "coastal",
  password: "coastal1234",
  firstName: "Casey",
  lastName: "Nguyen",
  email: "casey@coastal.test",
  employeeType: "ADMIN",
  flags: [],
  role: "Administrator",
} satisfies DemoUser;
