import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "../../components/ui/toast";
import { resetAccessibility } from "../../lib/accessibility";
import { authStore } from "../../lib/auth-store";

/** Signs out: parents land on /login, everyone else on the landing page (spec section 2). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    const role = authStore.get().user?.role;
    authStore.signOut();
    queryClient.clear();
    resetAccessibility();
    toast.info("Has cerrado sesión", "Hasta pronto.");
    navigate({ to: role === "parent" ? "/login" : "/" });
  };
}
