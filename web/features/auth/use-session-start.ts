import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { Session } from "../../../common/auth/auth.schema";
import { authStore } from "../../lib/auth-store";

/** Keeps the new session and goes to the page first asked for (only paths of this site), else /dashboard. */
export function useSessionStart() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (session: Session, redirectTo?: string) => {
    queryClient.clear();
    authStore.signIn(session.user, session.token);
    const safe = redirectTo && /^\/(?!\/)/.test(redirectTo) && !redirectTo.startsWith("/login") ? redirectTo : "/dashboard";
    navigate({ href: safe, replace: true });
  };
}
