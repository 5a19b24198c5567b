import { createFileRoute } from "@tanstack/react-router";
import { WhatsAppPage } from "../../features/whatsapp/whatsapp-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/whatsapp")({
  staticData: { roles: access.adminOnly, title: "Mensajes (WhatsApp)" },
  component: WhatsAppPage,
});
