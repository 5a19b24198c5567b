import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "../../components/ui/toast";
import { resetAccessibility } from "../../lib/accessibility";
import { authStore } from "../../lib/auth-store";
import { classToReturnTo } from "../../lib/remembered-class";
import { leaveWhenConfirmed } from "../../lib/unsaved-changes";

/**
 * Signs out: parents land on /login, everyone else on the landing page (spec section 2); a child who
 * signed in by class code goes back to her class's cards unless an adult made the device forget the
 * class (issues 21 and 37).
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A page with unsaved changes asks first (issue 22), and so do hand-ins kept on the device
  // (issue 39, web/features/offline/queued-work-panel.tsx); staying keeps the session and the changes.
  return () => leaveWhenConfirmed(() => signOut());
  function signOut() {
    const role = authStore.get().user?.role;
    const classCode = classToReturnTo();
    authStore.signOut();
    queryClient.clear();
    resetAccessibility();
    toast.info("Has cerrado sesión", "Hasta pronto.");
    if (classCode) navigate({ to: "/entrar/$code", params: { code: classCode } });
    else navigate({ to: role === "parent" ? "/login" : "/" });
  }
}
