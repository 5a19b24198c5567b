import { createFileRoute, redirect } from "@tanstack/react-router";
import { ClassCodePage } from "../../features/class-entry/class-code-page";
import { rememberedClass } from "../../lib/remembered-class";
import { authStore } from "../../lib/auth-store";

export const Route = createFileRoute("/entrar/")({
  beforeLoad: () => {
    if (authStore.check()) throw redirect({ to: "/dashboard" });
    // A classroom tablet the teacher remembered opens its class's cards directly.
    const code = rememberedClass();
    if (code) throw redirect({ to: "/entrar/$code", params: { code } });
  },
  component: ClassCodePage,
});
