import { z } from "zod";

export const pagingMessages = {
  page: "La página debe ser un número entero mayor o igual a 1",
  pageSize: "El tamaño de página debe ser un número entero entre 1 y 100",
} as const;

/** `page` (from 1) and `pageSize` (1 to 100) of a paged list, coerced so REST query strings (?page=2&pageSize=25) work too. */
export function pageFields(defaultPageSize: number, maxPageSize = 100) {
  return {
    page: z.coerce.number({ error: pagingMessages.page }).int(pagingMessages.page).min(1, pagingMessages.page).default(1),
    pageSize: z.coerce
      .number({ error: pagingMessages.pageSize })
      .int(pagingMessages.pageSize)
      .min(1, pagingMessages.pageSize)
      .max(maxPageSize, pagingMessages.pageSize)
      .default(defaultPageSize),
  };
}
