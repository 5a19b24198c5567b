import type { DbOrTrx } from "../../db/connection.js";
import type { AccessibilityProfile } from "../../../common/accessibility/accessibility.schema.js";

export async function findProfile(db: DbOrTrx, userId: number): Promise<AccessibilityProfile | undefined> {
  const row = await db.selectFrom("accessibilityProfiles").selectAll().where("userId", "=", userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    textSize: Number(row.textSize),
    dyslexiaFriendly: Boolean(row.dyslexiaFriendly),
    highContrast: Boolean(row.highContrast),
    reducedMotion: Boolean(row.reducedMotion),
    largerTargets: Boolean(row.largerTargets),
    hideTimers: Boolean(row.hideTimers),
    simpleMode: Boolean(row.simpleMode),
  };
}

export async function saveProfile(db: DbOrTrx, userId: number, profile: AccessibilityProfile, updatedById: number): Promise<void> {
  const values = {
    textSize: profile.textSize,
    dyslexiaFriendly: profile.dyslexiaFriendly ? 1 : 0,
    highContrast: profile.highContrast ? 1 : 0,
    reducedMotion: profile.reducedMotion ? 1 : 0,
    largerTargets: profile.largerTargets ? 1 : 0,
    hideTimers: profile.hideTimers ? 1 : 0,
    simpleMode: profile.simpleMode ? 1 : 0,
    updatedById,
    updatedAt: new Date().toISOString(),
  };
  await db
    .insertInto("accessibilityProfiles")
    .values({ userId, ...values })
    .onConflict((oc) => oc.column("userId").doUpdateSet(values))
    .execute();
}
