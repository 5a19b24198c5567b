import { useMutation } from "@tanstack/react-query";
import { Database, PlugZap, Sheet, Wrench } from "lucide-react";
import { crmMessages } from "../../../common/crm/crm.schema";
import type { Notice } from "../../components/ui/notice";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import "./crm.css";

type SourceInfo = { source: "sheets" | "local"; sheetName: string | null; canWrite: boolean };

/** Where the clients live, in plain words; the Sheets tools appear only when a sheet is configured. */
export function CrmSourcePanel({ source, onResult, onChanged }: { source: SourceInfo; onResult: (notice: Notice) => void; onChanged: () => void }) {
  const test = useMutation(
    trpc.crm.testConnection.mutationOptions({
      onSuccess: (result) => onResult({ kind: result.ok ? "success" : "error", text: result.message }),
      onError: (error) => onResult({ kind: "error", text: crmMessages.connectionError, detail: apiErrorInfo(error).message }),
    }),
  );
  const setup = useMutation(
    trpc.crm.setup.mutationOptions({
      onSuccess: (result) => {
        onResult({ kind: "success", text: result.message });
        onChanged();
      },
      onError: (error) => onResult({ kind: "error", text: apiErrorInfo(error).message || crmMessages.connectionError }),
    }),
  );
  if (source.source === "local") {
    return (
      <div className="card crm-source" data-testid="crm-source">
        <p>
          <Database aria-hidden="true" /> Los clientes se guardan en la base de datos de Tribu. Para usar una hoja de Google Sheets, el
          administrador del servidor configura sus credenciales y el id de la hoja del CRM.
        </p>
      </div>
    );
  }
  return (
    <div className="card crm-source" data-testid="crm-source">
      <p>
        <Sheet aria-hidden="true" /> Los clientes se guardan en la hoja de Google Sheets «{source.sheetName}».
        {source.canWrite ? null : " Con la clave de API configurada solo se pueden leer; para agregar o editar se necesita una cuenta de servicio."}
      </p>
      <p className="muted">
        «Probar conexión» comprueba que la hoja existe. «Configurar hoja» escribe el encabezado y 3 clientes de ejemplo (filas 1 a 4) en
        una hoja vacía; nunca sobrescribe clientes.
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={() => test.mutate()} disabled={test.isPending}>
          <PlugZap aria-hidden="true" /> {test.isPending ? "Probando..." : "Probar conexión"}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setup.mutate()} disabled={setup.isPending || !source.canWrite}>
          <Wrench aria-hidden="true" /> {setup.isPending ? "Configurando..." : "Configurar hoja"}
        </button>
      </div>
    </div>
  );
}
