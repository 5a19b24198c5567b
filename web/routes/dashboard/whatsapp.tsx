import { createFileRoute } from "@tanstack/react-router";
import { PageLoadError } from "../../features/errors/page-load-error";
import { whatsappQueries, whatsappSearch } from "../../features/whatsapp/whatsapp-queries";
import { WhatsAppPage } from "../../features/whatsapp/whatsapp-page";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/whatsapp")({
  staticData: { roles: access.adminOnly, title: "Mensajes (WhatsApp)" },
  validateSearch: whatsappSearch,
  loader: pageLoader((queryClient) => queryClient.ensureQueryData(whatsappQueries.status())),
  errorComponent: ({ error }) => <PageLoadError title="Mensajes (WhatsApp)" error={error} />,
  component: WhatsAppPage,
});
