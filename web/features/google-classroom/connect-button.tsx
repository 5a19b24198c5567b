import { useMutation } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

/** Sends the admin to Google's consent page (the server gives the address): to connect, or to reconnect after a refusal. */
export function ConnectButton({ label }: { label: string }) {
  const start = useMutation(
    trpc.googleClassroom.authUrl.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo iniciar la conexión con Google Classroom"),
    }),
  );
  return (
    <button type="button" className="btn btn-primary" onClick={() => start.mutate()} disabled={start.isPending}>
      <LogIn aria-hidden="true" /> {start.isPending ? "Abriendo Google..." : label}
    </button>
  );
}
