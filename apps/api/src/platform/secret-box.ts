// Secrets the portal must keep but never show again (OAuth tokens, contact providers' API keys),
// encrypted at rest with a key derived from APP_SECRET. AES-256-GCM: a tampered or misplaced value
// fails to open instead of reading as garbage.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * What a sealed value is for, bound into it as associated data: a value copied into another column
 * (an API key where a token belongs) does not open there.
 */
export type SecretPurpose =
  | "calendar.accessToken"
  | "calendar.refreshToken"
  | "oauth.codeVerifier"
  | "contactProvider.apiKey";

export type SecretBox = {
  /** `v1.<base64url(iv | ciphertext | tag)>`; a fresh random IV each time. */
  seal: (plaintext: string, purpose: SecretPurpose) => string;
  /** The plaintext, or an Error when the value was tampered with, sealed for another purpose or key. */
  open: (sealed: string, purpose: SecretPurpose) => string;
};

// The version names the key derivation and the cipher, so either can change later while old
// values stay readable (open picks the scheme by the prefix).
const version = "v1";
const ivBytes = 12;
const tagBytes = 16;

function deriveKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "portal secret box", `${version} aes-256-gcm`, 32));
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = deriveKey(appSecret);
  return {
    seal(plaintext, purpose) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(purpose, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return `${version}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
    },
    open(sealed, purpose) {
      const [prefix, payload, ...rest] = sealed.split(".");
      if (prefix !== version || payload === undefined || rest.length > 0) {
        throw new Error("not a sealed secret of a known version");
      }
      const bytes = Buffer.from(payload, "base64url");
      if (bytes.length < ivBytes + tagBytes) throw new Error("sealed secret too short");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(purpose, "utf8"));
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
      const body = bytes.subarray(ivBytes, bytes.length - tagBytes);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    },
  };
}
