import { commonPasswordsLoaded } from "../../common/auth/password-rule";

type StrengthModule = typeof import("./password-strength");

let loading: Promise<StrengthModule> | undefined;

/**
 * Loads the strength estimate and the list of refused passwords (a chunk of its own, fetched the
 * first time someone types a new password, so the landing page does not carry it). Once loaded,
 * the zod rules of the forms (newPasswordField) refuse common passwords too.
 */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import("./password-strength").catch((error: unknown) => {
    loading = undefined; // try again next time (e.g. the connection came back)
    throw error;
  });
  return loading;
}

/**
 * Before a form checks a new password: waits for the list, so the browser refuses the same common
 * passwords as the server, with the same message. Offline, the form goes on and the server says it.
 */
export async function passwordRulesReady(): Promise<void> {
  if (commonPasswordsLoaded()) return;
  await loadPasswordStrength().catch(() => undefined);
}
