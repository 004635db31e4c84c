// Between an employee as the API shows it, the form's values and the body a save sends.
import type { CreateEmployeeBody, Employee, UpdateEmployeeBody } from "@portal/contract";
import type { EmployeeFormValues } from "./employee-form.tsx";

export const newEmployeeValues: EmployeeFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  username: "",
  roleId: null,
  // Spec 000 §4: a new employee is active.
  status: "active",
};

export function valuesOf(employee: Employee): EmployeeFormValues {
  const [role] = employee.roles;
  return {
    firstName: employee.first_name,
    lastName: employee.last_name,
    email: employee.email,
    username: employee.username,
    roleId: role ? String(role.id) : null,
    status: employee.status,
  };
}

/**
 * The fields every save sends: one role (only the first is sent, spec 001 §3) and the spec's fixed
 * placeholder fields (text colour white, background black, maximum discount 0).
 */
export function bodyOf(
  values: EmployeeFormValues,
): Omit<UpdateEmployeeBody, "password"> & Omit<CreateEmployeeBody, "password"> {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    username: values.username.trim(),
    role_id: Number(values.roleId),
    status: values.status,
    text_color: "#FFFFFF",
    background_color: "#000000",
    max_discount: 0,
  };
}

export const displayName = (employee: Pick<Employee, "first_name" | "last_name">) =>
  `${employee.first_name} ${employee.last_name}`.trim();
