// The address-lookup area's public surface: whether the account's lookup is switched on. The address
// field that suggests addresses as one types is its components.ts.
export { useAddressLookupStatus } from "./api/get-address-lookup-status.ts";
