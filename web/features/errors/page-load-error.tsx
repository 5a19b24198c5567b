import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { ErrorNotice } from "../../components/ui/notice";
import { apiErrorInfo } from "../../lib/api-errors";
import { SectionPage } from "../../components/ui/section-page";
import { CriticalErrorScreen } from "./critical-error";

/**
 * A route's `errorComponent`: when the data a page needs could not be loaded, the page's heading, the
 * reason in the page's own words and 'Reintentar' (which loads again). Any other failure is a bug
 * and gets the critical error screen, as everywhere else.
 */
export function PageLoadError({ title, error, text }: { title: string; error: unknown; text?: (message: string) => string }) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  if (!(error instanceof TRPCClientError)) return <CriticalErrorScreen error={error} onContinue={() => router.invalidate()} />;
  const { message } = apiErrorInfo(error);
  return (
    <SectionPage title={title}>
      <ErrorNotice>{text ? text(message) : `Error cargando datos: ${message}`}</ErrorNotice>
      <button type="button" className="btn btn-secondary" onClick={() => router.invalidate()}>
        <RefreshCw aria-hidden="true" /> Reintentar
      </button>
    </SectionPage>
  );
}
