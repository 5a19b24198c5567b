import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { toast } from "../../components/ui/toast";
import { openProtectedFile } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import type { ArchivedRecord } from "../../../common/privacy/academic-archive";

/** 'Archivo académico': the kept records, found by the student's name, and each one's download. */
export function useAcademicArchive() {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const archive = useQuery(trpc.privacy.archive.queryOptions({ search: deferred || undefined }));
  const [downloading, setDownloading] = useState<number | null>(null);

  async function download(record: ArchivedRecord) {
    setDownloading(record.id);
    try {
      const slug = record.studentName.normalize("NFD").replace(/[^\w]+/g, "-").replace(/^-|-$/g, "").toLowerCase();
      const stem = `${record.kind === "report_card" ? "boletin" : record.kind.replace(/_/g, "-")}-${slug}-${record.period ?? record.year}-v${record.version}`;
      const fallback = record.kind === "report_card" ? `${stem}.pdf` : `${stem}.json`;
      await openProtectedFile(`/api/academic-archive/${record.id}/download`, fallback, "download");
    } catch {
      toast.error("No se pudo descargar", "Intenta nuevamente en un momento.");
    } finally {
      setDownloading(null);
    }
  }

  return { search, setSearch, archive, download, downloading };
}
