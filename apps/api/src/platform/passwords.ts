import { type Algorithm, hash, verify } from "@node-rs/argon2";

// argon2id (OWASP's first choice): 19 MiB, 2 passes, 1 lane. `Algorithm` is a const enum, so its value is written out.
const argon2Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-0123456789");
  await verifyPassword(await dummyHash, password);
  return false;
}
