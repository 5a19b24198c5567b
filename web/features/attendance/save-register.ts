import type { Register, SaveRegisterInput } from "../../../common/attendance/attendance.schema";
import { apiErrorInfo } from "../../lib/api-errors";
import { queueRegister } from "../../lib/offline/register-queue";
import { trpcClient } from "../../lib/trpc";

export const keptRegisterWords = "Sin internet: la asistencia quedó guardada en este dispositivo y se enviará sola cuando vuelva la conexión.";

type Marks = SaveRegisterInput["marks"];
export type RegisterSaved = { kind: "sent"; data: Awaited<ReturnType<typeof trpcClient.attendance.save.mutate>> } | { kind: "kept" };

/** The marks that differ from the register as it was loaded: what the teacher changed. */
export function changedMarks(loaded: Register | undefined, marks: Marks): Marks {
  const before = new Map((loaded?.students ?? []).map((row) => [row.studentId, row]));
  return marks.filter((entry) => {
    const row = before.get(entry.studentId);
    return !row || row.mark !== entry.mark || (row.note ?? "") !== (entry.note ?? "");
  });
}

/** The register as the screen shows it once kept on the device: her marks, as saved here. */
export function withMarks(register: Register | undefined, marks: Marks): Register | undefined {
  if (!register) return register;
  const chosen = new Map(marks.map((entry) => [entry.studentId, entry]));
  return {
    ...register,
    students: register.students.map((row) => {
      const entry = chosen.get(row.studentId);
      return entry ? { ...row, mark: entry.mark, note: entry.note || null } : row;
    }),
  };
}

/**
 * "Guardar" (issue 39): online as always; without internet, or when the connection drops on the
 * way, the marks she changed are kept on the device (web/lib/offline/register-queue.ts) and sent
 * when it returns. Sending a register twice changes nothing (a mark equal to the saved one is left
 * alone, an alert is written once per child and day), so the retry needs no key.
 */
export async function saveRegister(input: SaveRegisterInput, userId: number, changed: Marks): Promise<RegisterSaved> {
  const keep = async (): Promise<RegisterSaved> => {
    await queueRegister({ userId, tribe: input.tribe, date: input.date ?? "", marks: changed.map((entry) => ({ ...entry, note: entry.note ?? "" })) });
    return { kind: "kept" };
  };
  if (navigator.onLine === false) return keep();
  try {
    return { kind: "sent", data: await trpcClient.attendance.save.mutate(input) };
  } catch (error) {
    if (apiErrorInfo(error).status === undefined) return keep();
    throw error;
  }
}
