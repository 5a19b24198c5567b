import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { findUserById, settleStudentAccess } from "../users/users.repo.js";
import { accessibilityAccess, changeAccessibilityAccess } from "../../../common/accessibility/accessibility.policy.js";
import { findProfile, saveProfile } from "./accessibility.repo.js";
import { defaultProfileFor } from "../../../common/accessibility/accessibility-defaults.js";
import { type AccessibilityProfile, accessibilityMessages } from "../../../common/accessibility/accessibility.schema.js";

export type AccessibilityService = ReturnType<typeof createAccessibilityService>;

export function createAccessibilityService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * Reading: oneself; a parent for their child; a teacher for a student in their classes; an admin for
   * anyone. Changing: the same, but a student does not change their own (changeAccessibilityAccess).
   */
  async function requireManaged(actor: Actor | null, userId: number, change = false): Promise<Actor> {
    const signedIn = requireActor(actor);
    const access = change ? changeAccessibilityAccess(signedIn, userId) : accessibilityAccess(signedIn, userId);
    const ownProfile = signedIn.id === userId;
    assertAllowed(await settleStudentAccess(db, signedIn.id, userId, access), ownProfile ? accessibilityMessages.childReadsOnly : accessibilityMessages.forbidden);
    if (!(await findUserById(db, userId))) throw new AppError("NOT_FOUND", accessibilityMessages.notFound);
    return signedIn;
  }

  return {
    async mine(actor: Actor | null): Promise<AccessibilityProfile> {
      const signedIn = requireActor(actor);
      return (await findProfile(db, signedIn.id)) ?? defaultProfileFor(signedIn.role);
    },

    async get(actor: Actor | null, userId: number): Promise<AccessibilityProfile> {
      await requireManaged(actor, userId);
      return (await findProfile(db, userId)) ?? defaultProfileFor((await findUserById(db, userId))?.role);
    },

    async set(actor: Actor | null, userId: number, profile: AccessibilityProfile): Promise<{ profile: AccessibilityProfile }> {
      const signedIn = await requireManaged(actor, userId, true);
      await saveProfile(db, userId, profile, signedIn.id);
      return { profile };
    },
  };
}
