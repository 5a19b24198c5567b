import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type ListModulesInput, maxModulePageSize, moduleMessages, type ModuleView } from "../../../common/modules/modules.schema";
import { navigationTribes } from "../../../common/school";
import { fileTooLargeMessage, maxUploadBytes, namedAsKind, pdfOrImageKinds } from "../../../common/uploads";
import { apiErrorInfo } from "../../lib/api-errors";
import { authHeader, fetchProtectedBlob } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { usePagedList } from "../../lib/use-paged-list";
import { useDebounced } from "../../lib/use-debounced";

/** The tribes that hold subjects (common/school.ts); kept under this name for the module form. */
export const tribeNames = navigationTribes;

/** "tribu-2" (route segment) to "Tribu 2" (stored name). */
export function tribeFromSlug(slug: string): string {
  return `Tribu ${slug.replace(/^tribu-/, "")}`;
}

export function slugOfTribe(tribe: string): string {
  return `tribu-${tribe.replace(/^Tribu\s*/, "")}`;
}

export function creatorName(module: ModuleView): string {
  return module.createdBy ? `${module.createdBy.firstName} ${module.createdBy.lastName}`.trim() : "Usuario";
}

/** The hosts of the product itself: links to them never show the external-link icon. */
export function ownHosts(): string[] {
  return [window.location.host];
}

/** Modules per page on the card grids (tribe and subject pages): 2, 3 or 4 to a row, whole rows. */
export const moduleGridPageSize = 24;
/** The largest page the server gives: pickers show it, with a note and a search when there are more. */
export const modulePickerPageSize = maxModulePageSize;

type ModuleFilters = Pick<ListModulesInput, "tribe" | "materia" | "createdBy">;

/**
 * One page of modules, filtered, ordered and counted by the server (modules.list). The search is
 * sent 300 ms after typing stops; a new search or filter starts again at page 1. While the next
 * page of the same list loads, the current one stays on screen.
 */
export function useModuleList(filters: ModuleFilters, options: { pageSize: number; enabled?: boolean }) {
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), 300);
  const sameList = JSON.stringify([filters.tribe ?? null, filters.materia ?? null, filters.createdBy ?? null]);
  const paged = usePagedList({
    pageSize: options.pageSize,
    filters: [sameList, debounced],
    query: (paging) =>
      trpc.modules.list.queryOptions({
        tribe: filters.tribe,
        materia: filters.materia,
        createdBy: filters.createdBy,
        search: debounced || undefined,
        ...paging,
      }),
    total: (data) => data.total,
    enabled: options.enabled,
    // Another page or search of this list: keep showing the last one. Another subject or tribe: never.
    placeholderData: (previous, previousQuery) => {
      const input = (previousQuery?.queryKey[1] as { input?: ModuleFilters } | undefined)?.input;
      const previousList = JSON.stringify([input?.tribe ?? null, input?.materia ?? null, input?.createdBy ?? null]);
      return previousList === sameList ? keepPreviousData(previous) : undefined;
    },
  });
  return {
    search,
    setSearch,
    /** The search the shown page answers (trimmed, after the pause). */
    searched: debounced,
    page: paged.page,
    pageSize: paged.pageSize,
    setPage: paged.setPage,
    pages: paged.pages,
    query: paged.query,
    modules: paged.data?.modules ?? [],
    total: paged.total,
  };
}

/** How many modules match, without fetching them (a page of one). */
export function useModuleCount(filters: ModuleFilters, enabled = true) {
  const query = useQuery({ ...trpc.modules.list.queryOptions({ ...filters, pageSize: 1 }), enabled });
  return query.data?.total;
}

/** A subject's module count, in all and per tribe that has some (one grouped count on the server). */
export function useModuleSummary(materia: string | number | undefined) {
  const query = useQuery({ ...trpc.modules.summary.queryOptions({ materia: materia ?? "" }), enabled: materia !== undefined && materia !== "" });
  return query.data;
}

/** The spec's texts for a failed module save (section 8). */
export function moduleSaveError(error: unknown, mode: "create" | "edit"): string {
  const info = apiErrorInfo(error);
  if (info.status === 403) return mode === "create" ? moduleMessages.noCreate : moduleMessages.noEdit;
  if (info.status === 400) {
    const detail = Object.values(info.fields)[0] ?? info.message ?? "Datos inválidos";
    return `Error de validación: ${detail || "Datos inválidos"}`;
  }
  if (info.status !== undefined && info.status >= 500) return `Error del servidor: ${info.message || "Error interno del servidor"}`;
  return `Error inesperado: ${info.message}`;
}

/** First check in the browser (common/uploads.ts: a PDF or a picture, at most 10 MB); the server checks size and content again. */
export function moduleFileProblem(file: File): string | null {
  if (!namedAsKind(file, pdfOrImageKinds)) return moduleMessages.wrongFileKind;
  return file.size > maxUploadBytes ? fileTooLargeMessage : null;
}

/** POST /api/module-files/upload with the fields first, so the server checks access before reading the file. */
export async function uploadModuleFile(moduleId: number, file: File): Promise<{ fileUrl: string; message: string }> {
  const body = new FormData();
  body.append("moduleId", String(moduleId));
  body.append("type", "downloadPdf");
  body.append("file", file);
  const response = await fetch("/api/module-files/upload", { method: "POST", headers: authHeader(), body });
  const data = (await response.json().catch(() => ({}))) as { message?: string; fileUrl?: string };
  if (!response.ok) throw new Error(data.message || moduleMessages.uploadFailed);
  return { fileUrl: data.fileUrl ?? "", message: data.message ?? moduleMessages.uploaded };
}

/** Fetches a stored file with the session (links cannot carry it) and returns a local address. */
export async function fetchFileUrl(url: string): Promise<string> {
  const blob = await fetchProtectedBlob(url).catch(() => {
    throw new Error(moduleMessages.noFile);
  });
  return URL.createObjectURL(blob);
}
