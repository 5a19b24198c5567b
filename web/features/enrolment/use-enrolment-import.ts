import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { ImportField, ImportRow } from "../../../common/enrolment/import-columns";
import { toast } from "../../components/ui/toast";
import { authHeader, postMultipart, UploadError } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";

/** The dry run's answer (POST /api/enrolment/import?dryRun=1). */
export type PreviewRow = {
  line: number;
  values: ImportRow;
  errors: Record<string, string>;
  warnings: Record<string, string>;
  action: "create" | "update";
  matchedBy: "document" | "names" | null;
};
export type Preview = {
  headers: string[];
  mapping: Record<string, ImportField | null>;
  missing: ImportField[];
  rows: PreviewRow[];
  summary: { total: number; create: number; update: number; withErrors: number };
};
type Answer = { message: string; fields?: Record<string, string> };

const url = "/api/enrolment/import";

async function postRows<T>(rows: ImportRow[], dryRun: boolean): Promise<T> {
  const response = await fetch(dryRun ? `${url}?dryRun=1` : url, {
    method: "POST",
    headers: { ...authHeader(), "content-type": "application/json" },
    body: JSON.stringify({ rows }),
    signal: AbortSignal.timeout(60_000),
  });
  const data = (await response.json().catch(() => ({}))) as T & Answer;
  if (!response.ok) throw new UploadError(response.status, data.message ?? "");
  return data;
}

/**
 * The import (issue 36): a file is sent for a dry run; its columns are matched (a select per header);
 * each row shows its errors and can be corrected here, then re-checked as rows; nothing is written
 * until 'Confirmar importación'.
 */
export function useEnrolmentImport() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, ImportField | null>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [edited, setEdited] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fixing, setFixing] = useState<number | null>(null);

  async function run<T>(work: () => Promise<T>, onDone: (value: T) => void | Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await onDone(await work());
    } catch (failure) {
      setError(failure instanceof UploadError && failure.message ? failure.message : "No se pudo leer el archivo. Inténtalo de nuevo.");
    } finally {
      setBusy(false);
    }
  }
  const shown = (next: Preview) => {
    setPreview(next);
    setMapping(next.mapping);
  };

  return {
    file,
    setFile: (chosen: File | null) => {
      setFile(chosen);
      setPreview(null);
      setEdited(false);
    },
    mapping,
    setColumn: (header: string, field: ImportField | null) => setMapping({ ...mapping, [header]: field }),
    preview,
    edited,
    busy,
    error,
    fixing,
    setFixing,
    /** The file read with the suggested columns (first time) or the chosen ones. */
    check: (withMapping: boolean) => {
      if (!file) return setError("Elige el archivo de la hoja de cálculo (XLSX o CSV)");
      void run(
        () => postMultipart<Preview>(`${url}?dryRun=1`, withMapping ? { mapping: JSON.stringify(mapping) } : {}, file),
        (next) => {
          shown(next);
          setEdited(false);
        },
      );
    },
    /** A corrected row: the rows as the preview has them, checked again (nothing written). */
    fixRow: (index: number, values: ImportRow) => {
      if (!preview) return;
      const rows = preview.rows.map((r, i) => (i === index ? values : r.values));
      void run(
        () => postRows<Preview>(rows, true),
        (next) => {
          setPreview({ ...next, headers: preview.headers, mapping: preview.mapping });
          setEdited(true);
          setFixing(null);
        },
      );
    },
    confirm: () => {
      if (!preview) return;
      void run(
        () => postRows<{ message: string }>(preview.rows.map((r) => r.values), false),
        async (done) => {
          toast.success(done.message);
          await queryClient.invalidateQueries({ queryKey: trpc.enrolment.pathKey() });
          await navigate({ to: "/dashboard/matricula" });
        },
      );
    },
  };
}
export type EnrolmentImport = ReturnType<typeof useEnrolmentImport>;
