// The password sent when an employee is added (spec 001 §7): random, never shown; the employee chooses
// their own from the emailed link.

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** 24 characters from the browser's cryptographic source (about 140 bits). */
export function randomPassword(length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
  let password = "";
  // Bytes at or above the largest multiple of the alphabet's size are skipped, so no letter is favoured.
  const limit = 256 - (256 % alphabet.length);
  for (const byte of bytes) {
    if (byte >= limit) continue;
    password += alphabet[byte % alphabet.length];
    if (password.length === length) return password;
  }
  return password + randomPassword(length - password.length);
}
