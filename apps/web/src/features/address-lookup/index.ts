// The address-lookup area's public surface: an address field that suggests addresses as one types,
// and whether the account's lookup is switched on.
export { useAddressLookupStatus } from "./api/get-address-lookup-status.ts";
export { AddressLookupInput } from "./components/address-lookup-input.tsx";
