import { createFileRoute, redirect } from "@tanstack/react-router";
import { normaliseClassCode } from "../../../common/class-sign-in/pictures";
import { ClassCardsPage } from "../../features/class-entry/class-cards-page";
import { authStore } from "../../lib/auth-store";

export const Route = createFileRoute("/entrar/$code")({
  beforeLoad: () => {
    if (authStore.check()) throw redirect({ to: "/dashboard" });
  },
  component: ClassEntry,
});

function ClassEntry() {
  const { code } = Route.useParams();
  return <ClassCardsPage code={normaliseClassCode(code)} />;
}
