// Ids of new-style entities: UUIDv7, so they sort by creation time (ARCHITECTURE.md "Data and tenancy").
import { v7 } from "uuid";

export type IdSource = () => string;

export const newId: IdSource = () => v7();
