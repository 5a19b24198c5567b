/** The native argon2 binding loads with the first password hashed or checked, not at start (docs/perf/small-machine.md). */
const argon2 = () => import("@node-rs/argon2");

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
// algorithm 2 is Argon2id in @node-rs/argon2 (a const enum, which isolatedModules cannot import).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so both paths take the same time.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("tribu-decoy-password");
  return decoyHash;
}
