import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { Session } from "../../../common/auth/auth.schema";
import { noteSessionStart } from "../../lib/remembered-class";
import { authStore } from "../../lib/auth-store";

/**
 * Keeps the new session and goes to the page first asked for (only paths of this site), else
 * /dashboard; a student bound for her home passes "¿Cómo llegas hoy?" first (issue 37), which sends
 * her straight on when she already answered today or the school switched it off.
 */
export function useSessionStart() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // classCode: the session began by class code on a shared device (web/lib/remembered-class.ts).
  return (session: Session, redirectTo?: string, classCode?: string) => {
    queryClient.clear();
    noteSessionStart(classCode ?? null);
    authStore.signIn(session.user, session.token);
    const safe = redirectTo && /^\/(?!\/)/.test(redirectTo) && !redirectTo.startsWith("/login") ? redirectTo : "/dashboard";
    navigate({ href: safe === "/dashboard" && session.user.role === "student" ? "/dashboard/como-llego?entrada=1" : safe, replace: true });
  };
}
