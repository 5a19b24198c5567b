import { z } from "zod";

import { staleExcuseDays } from "./admin-today.rules.js";

export { staleExcuseDays };

/** 'Para hoy' on the admin's home (issue 34): what waits for the admin, each with its screen. */

export const adminTodaySchema = z.object({
  /** Payment receipts the families uploaded that nobody reviewed yet. */
  receiptsToReview: z.number().int(),
  /** The current period's report cards written but not published (never, or changed since), by tribe. */
  reportCards: z.object({
    period: z.object({ name: z.string(), start: z.string(), end: z.string() }).nullable(),
    tribes: z.array(z.object({ tribe: z.string(), cards: z.number().int() })),
  }),
  /** Accounts waiting for the admin to activate them (status 'pending'). */
  pendingAccounts: z.number().int(),
  /** Students who signed up on the register page and wait for a tribe. */
  studentsWithoutTribe: z.number().int(),
  /** Excuses the families sent more than staleExcuseDays ago, still not decided. */
  staleExcuses: z.number().int(),
});
export type AdminToday = z.infer<typeof adminTodaySchema>;
