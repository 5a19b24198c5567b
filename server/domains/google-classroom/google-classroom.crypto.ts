import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { readOrCreateSecret } from "../../lib/secrets.js";

/**
 * AES-256-GCM for the stored Google tokens. The key comes from a file in the data folder
 * (created once, mode 0600), so a copy of the database alone does not reveal the tokens.
 * Format: v1.<iv>.<tag>.<ciphertext>, each part base64url.
 */
export type TokenCipher = { seal(plain: string): string; open(sealed: string): string };

const keyFile = "google-classroom-key";
const context = Buffer.from("tribu:google-classroom:tokens");

export function tokenCipherFromKey(secret: string): TokenCipher {
  const key = createHash("sha256").update(secret).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(context);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("Formato de token cifrado desconocido");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(context);
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

export function tokenCipherFor(dataDir: string): TokenCipher {
  return tokenCipherFromKey(readOrCreateSecret(dataDir, keyFile));
}
