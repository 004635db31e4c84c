// The settings area's public surface: what other features and the app's routes use of the account's
// settings.
export { useManufacturers } from "./api/list-manufacturers.ts";
