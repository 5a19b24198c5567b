import { queryOptions } from "@tanstack/react-query";
import type { ClassSettings } from "../../../common/class-sign-in/class-sign-in.schema";
import { type Tribe, tribes } from "../../../common/school";
import { apiErrorInfo } from "../../lib/api-errors";
import { authStore } from "../../lib/auth-store";
import { oneOf, type SearchOf, searchParams } from "../../lib/search-params";
import { trpcClient } from "../../lib/trpc";

/** The tribe being run, in the URL (/dashboard/ingreso-con-codigo?tribe=Tribu%202). */
const classSignInSearchShape = { tribe: oneOf(tribes) };
export const classSignInSearch = searchParams(classSignInSearchShape);
export type ClassSignInSearch = SearchOf<typeof classSignInSearchShape>;

/** Without a tribe in the URL: the signed-in teacher's own tribe, else the first one. */
export function chosenTribe(search: ClassSignInSearch): Tribe {
  const own = authStore.get().user?.tribe;
  return search.tribe ?? tribes.find((tribe) => tribe === own) ?? tribes[0];
}

/** The tribe's settings, or the server's reason when this teacher does not run that tribe. */
export type SettingsAnswer = { settings: ClassSettings; refused?: undefined } | { settings?: undefined; refused: string };

/**
 * Read outside the tRPC query helpers on purpose: a refused tribe (403) is said on this page, beside
 * the tribe list, instead of sending the teacher to the 'No autorizado' page as other 403s do.
 */
async function readSettings(tribe: Tribe): Promise<SettingsAnswer> {
  try {
    return { settings: await trpcClient.classSignIn.settings.query({ tribe }) };
  } catch (error) {
    const info = apiErrorInfo(error);
    if (info.status === 403) return { refused: info.message };
    throw error;
  }
}

export const settingsKey = (tribe: Tribe) => ["classSignIn", "settings", tribe] as const;
export const settingsQuery = (tribe: Tribe) => queryOptions({ queryKey: settingsKey(tribe), queryFn: () => readSettings(tribe) });
