import { isoWeekday } from "../../../common/attendance/attendance.calendar.js";
import type { Feeling } from "../../../common/mood-checkins/mood-checkins.feelings.js";
import type { DemoSeed } from "./context.js";
import { studentsOf } from "./people.js";

/**
 * "¿Cómo llegas hoy?" (issue 37): a week of Tribu 1's check-ins, on its weekdays. Today most of the
 * tribe has answered (Marta's home shows who came in sad, angry or tired), but not Sofía, whose
 * class-code sign-in shows the check-in; her family reads her last days on her page. No child has
 * two sad or angry days in a row, so no notice waits (a streak is tested in tests/api/mood-checkins.test.ts).
 * null is "Ahora no".
 */
const pattern: Feeling[] = ["feliz", "tranquilo", "feliz", "cansado", "feliz", "tranquilo", "triste", "feliz", "enojado", "feliz"];

export async function seedMoodCheckIns(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const days = [0, -1, -2, -3, -4, -5, -6].map((offset) => clock.day(offset)).filter((day) => isoWeekday(day) <= 5);
  const rows: Array<{ studentId: number; day: string; feeling: Feeling | null; createdAt: string; updatedAt: string }> = [];
  studentsOf("Tribu 1").forEach((person, index) => {
    const studentId = seed.user(person.email);
    const sofia = person.email === "estudiante@demo.tribu";
    days.forEach((day, age) => {
      if (day === clock.today && sofia) return;
      // Sad and angry days are apart in the pattern, and a skip ("Ahora no") falls only on a happy day between two calm ones.
      const position = (index * 3 + age) % pattern.length;
      const feeling = position === 0 && index % 3 === 1 ? null : (pattern[position] as Feeling);
      const offset = -[0, -1, -2, -3, -4, -5, -6].findIndex((o) => clock.day(o) === day);
      const at = day === clock.today ? clock.hoursAgo(1) : clock.at(offset, 7, 40);
      rows.push({ studentId, day, feeling, createdAt: at, updatedAt: at });
    });
  });
  if (rows.length > 0) await trx.insertInto("moodCheckins").values(rows).execute();
}
