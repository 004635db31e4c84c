// The contacts area's public surface: what other features may use of the account's contacts.
export { fetchContacts } from "./api/list-contacts.ts";
