import { defaultAccessibilityProfile } from "../../common/accessibility/accessibility-defaults";
import type { AccessibilityProfile } from "../../common/accessibility/accessibility.schema";

const cacheKey = "accessibility-profile";

/** The profile as data attributes, for <html> or for a preview box. */
export function profileAttributes(profile: AccessibilityProfile): Record<string, string> {
  return {
    "data-text-size": String(profile.textSize),
    "data-dyslexia": String(profile.dyslexiaFriendly),
    "data-contrast": profile.highContrast ? "high" : "normal",
    "data-motion": profile.reducedMotion ? "reduce" : "normal",
    "data-targets": profile.largerTargets ? "large" : "normal",
    "data-hide-timers": String(profile.hideTimers),
  };
}

function showProfile(profile: AccessibilityProfile): void {
  const html = document.documentElement;
  for (const [name, value] of Object.entries(profileAttributes(profile))) html.setAttribute(name, value);
}

/** Someone's own profile, shown and kept as this browser's copy for the next start. */
export function applyAccessibility(profile: AccessibilityProfile): void {
  showProfile(profile);
  localStorage.setItem(cacheKey, JSON.stringify(profile));
}

/** The last profile this browser saw (cleared on sign-out), or undefined. */
export function cachedProfile(): AccessibilityProfile | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(cacheKey) ?? "null") as AccessibilityProfile | null;
    return cached ? { ...defaultAccessibilityProfile, ...cached } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * On start: the last profile of this browser, until the server's copy arrives after sign-in. With
 * none, the defaults are shown but not kept: kept, they would stand in for a child's profile and
 * show the adults' dashboard (simpleMode false) before the child's home.
 */
export function applyCachedAccessibility(): void {
  showProfile(cachedProfile() ?? defaultAccessibilityProfile);
}

/** A shared computer goes back to the defaults when someone signs out. */
export function resetAccessibility(): void {
  applyAccessibility(defaultAccessibilityProfile);
  localStorage.removeItem(cacheKey);
}
