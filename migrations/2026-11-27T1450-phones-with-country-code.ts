import type { Kysely } from "kysely";

/**
 * Phones saved before issue 22 were kept as typed ("300 123 4567"); since then they are stored as
 * E.164's digits with the country code ("573001234567"), the form WhatsApp sends to, and such an old
 * number read as "not a mobile". This brings them over with the rule of common/phone.ts at the time
 * (copied, so that this migration stays as it is when that file changes): a Colombian mobile (10
 * digits from 3) or landline (10 digits from 60) gets 57; a number with + keeps its code; anything
 * else is left as it was, for the admin to correct in Usuarios.
 */
function storedDigits(raw: string): string | null {
  const text = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const plus = text.startsWith("+") || text.startsWith("00");
  let digits = text.replace(/\D/g, "");
  if (text.startsWith("00")) digits = digits.slice(2);
  if (!plus && digits.length === 12 && digits.startsWith("57")) digits = digits.slice(2);
  if (!plus || digits.startsWith("57")) {
    const national = plus ? digits.slice(2) : digits;
    return /^(3\d{9}|60\d{8})$/.test(national) ? `57${national}` : null;
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

type UsersTable = { users: { id: number; phone: string | null } };

export async function up(db: Kysely<unknown>): Promise<void> {
  const users = db as unknown as Kysely<UsersTable>;
  const rows = await users.selectFrom("users").select(["id", "phone"]).where("phone", "is not", null).execute();
  for (const row of rows) {
    const digits = row.phone === null ? null : storedDigits(row.phone);
    if (digits && digits !== row.phone) await users.updateTable("users").set({ phone: digits }).where("id", "=", row.id).execute();
  }
}

/** The numbers as typed are gone; the digits stored are still valid for the earlier code. */
export async function down(): Promise<void> {}
