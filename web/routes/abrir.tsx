import { createFileRoute, redirect } from "@tanstack/react-router";
import { authStore } from "../lib/auth-store";
import { rememberedClass } from "../lib/remembered-class";

/**
 * Where the installed app opens (its manifest's start_url, scripts/pwa.ts): a class device that
 * remembers its class shows the class's cards (/entrar) to a signed-out child; everyone else goes
 * to /dashboard (which sends a signed-out adult to /login).
 */
export const Route = createFileRoute("/abrir")({
  beforeLoad: () => {
    if (!authStore.check() && rememberedClass()) throw redirect({ to: "/entrar", replace: true });
    throw redirect({ to: "/dashboard", replace: true });
  },
});
