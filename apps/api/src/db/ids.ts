// Ids of new-style entities: UUIDv7, so they sort by creation time (ARCHITECTURE.md "Data and tenancy").
import { randomUUID } from "node:crypto";
import { v7 } from "uuid";

export type IdSource = () => string;

export const newId: IdSource = () => v7();

/**
 * Ids that are also bearer keys (a payment's id is its link, `/checkout/{id}`): UUIDv4, 122 random
 * bits, rather than a v7's 48 bits of time and about 74 random.
 */
export const newKeyId: IdSource = () => randomUUID();
