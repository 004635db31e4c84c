// The personnel area's public surface.
export { usePersonnel } from "./api/list-personnel.ts";
