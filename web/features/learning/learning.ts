import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ListModulesInput, ModuleView } from "../../../common/modules/modules.schema";
import { apiErrorInfo } from "../../lib/api-errors";
import { authStore } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { usePagedList } from "../../lib/use-paged-list";
import { useDebounced } from "../../lib/use-debounced";

export const tribeNames = ["Tribu 1", "Tribu 2", "Tribu 3", "Tribu 4"] as const;

/** "tribu-2" (route segment) to "Tribu 2" (stored name). */
export function tribeFromSlug(slug: string): string {
  return `Tribu ${slug.replace(/^tribu-/, "")}`;
}

export function slugOfTribe(tribe: string): string {
  return `tribu-${tribe.replace(/^Tribu\s*/, "")}`;
}

export function canManageModule(user: { id: number; role: string } | null, module: { createdById: number }): boolean {
  if (!user) return false;
  return user.role === "admin" || (user.role === "teacher" && module.createdById === user.id);
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
export const modulePickerPageSize = 100;

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
  if (info.status === 403) return mode === "create" ? "No tienes permisos para crear módulos." : "No tienes permisos para editar módulos.";
  if (info.status === 400) {
    const detail = Object.values(info.fields)[0] ?? info.message ?? "Datos inválidos";
    return `Error de validación: ${detail || "Datos inválidos"}`;
  }
  if (info.status !== undefined && info.status >= 500) return `Error del servidor: ${info.message || "Error interno del servidor"}`;
  return `Error inesperado: ${info.message}`;
}

const allowedTypes = ["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"];
const allowedExtensions = /\.(pdf|jpe?g|png|gif|webp)$/i;
export const maxFileBytes = 10 * 1024 * 1024;

/** First check in the browser; the server checks size and content again. */
export function moduleFileProblem(file: File): string | null {
  if (!allowedTypes.includes(file.type) && !allowedExtensions.test(file.name)) {
    return "Solo se permiten archivos PDF o imágenes (JPG, PNG, GIF, WebP)";
  }
  if (file.size > maxFileBytes) return "El archivo no puede ser mayor a 10MB";
  return null;
}

function authHeader(): Record<string, string> {
  const token = authStore.get().token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** POST /api/module-files/upload with the fields first, so the server checks access before reading the file. */
export async function uploadModuleFile(moduleId: number, file: File): Promise<{ fileUrl: string; message: string }> {
  const body = new FormData();
  body.append("moduleId", String(moduleId));
  body.append("type", "downloadPdf");
  body.append("file", file);
  const response = await fetch("/api/module-files/upload", { method: "POST", headers: authHeader(), body });
  const data = (await response.json().catch(() => ({}))) as { message?: string; fileUrl?: string };
  if (!response.ok) throw new Error(data.message || "Error al subir el archivo");
  return { fileUrl: data.fileUrl ?? "", message: data.message ?? "PDF subido correctamente" };
}

/** Fetches a stored file with the session (links cannot carry it) and returns a local address. */
export async function fetchFileUrl(url: string): Promise<string> {
  const response = await fetch(url, { headers: authHeader() });
  if (!response.ok) throw new Error("No hay archivo PDF disponible");
  return URL.createObjectURL(await response.blob());
}
