// The address-lookup area's components that other areas render: an address field that suggests
// addresses as one types.
export { AddressLookupInput } from "./components/address-lookup-input.tsx";
