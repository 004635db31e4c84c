// Independent reads at once, where that is possible: on the pool each takes a connection of its
// own and they run side by side; in a transaction there is one connection, which runs one query at a
// time (pg queues a second one today, and pg 9 refuses it), so they run one after another.
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

type Reads = readonly (() => unknown)[];

export async function together<const T extends Reads>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (db instanceof PgTransaction) {
    const results: unknown[] = [];
    for (const read of reads) results.push(await read());
    return results as Results;
  }
  return (await Promise.all(reads.map((read) => read()))) as Results;
}
