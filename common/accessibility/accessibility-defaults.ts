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

/**
 * Someone's profile before anyone changed it. A student starts in simple mode (issue 21: the child's
 * own home, not the adults' statistics); a teacher or parent can switch them to the full view.
 */
export function defaultProfileFor(role: string | undefined): AccessibilityProfile {
  return { ...defaultAccessibilityProfile, simpleMode: role === "student" };
}

/**
 * Simple mode (one task at a time, big buttons) is a student's screen; other roles keep the panel.
 * While a student's profile is still loading the answer is the default (simple), so the full
 * dashboard never flashes before the child's home.
 */
export function usesSimpleMode(role: string, profile: Pick<AccessibilityProfile, "simpleMode"> | undefined): boolean {
  return role === "student" && (profile ?? defaultProfileFor(role)).simpleMode;
}
