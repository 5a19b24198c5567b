import type { AccessibilityProfile } from "./accessibility.schema.js";

/**
 * The profile of someone who changed nothing. Kept apart from accessibility.schema.ts (which
 * builds zod schemas) because the web client's entry chunk applies it on every page, and zod
 * would otherwise land in the landing page's JavaScript (budget: scripts/check-bundle-budget.ts).
 */
export const defaultAccessibilityProfile: AccessibilityProfile = {
  textSize: 0,
  dyslexiaFriendly: false,
  highContrast: false,
  reducedMotion: false,
  largerTargets: false,
  hideTimers: false,
  simpleMode: false,
};

/** Simple mode (one task at a time, big buttons) is a student's screen; other roles keep the panel. */
export function usesSimpleMode(role: string, profile: Pick<AccessibilityProfile, "simpleMode"> | undefined): boolean {
  return role === "student" && profile?.simpleMode === true;
}
