import { addDays } from "../../../common/attendance/attendance.calendar.js";
import type { LargeSeed, Parent } from "./context.js";
import { atSchool } from "./plan.js";

const schoolTitles = ["Reunión general de familias", "Semana de la lectura", "Jornada de vacunación", "Cierre del periodo", "Feria de la ciencia"];
const tribeTitles = ["Salida pedagógica", "Materiales para la semana", "Rincón de calma renovado", "Muestra de trabajos"];

/**
 * Two school-wide announcements a month from an admin, and one a month from each teacher to their
 * tribe (some asking for "Leído"), each opened by twenty families, most of them confirming.
 */
export async function seedLargeAnnouncements(seed: LargeSeed): Promise<void> {
  const { sink, plan, random } = seed;
  const announcements = sink.table("announcements", ["id", "author_id", "scope", "for_families", "for_students", "title", "text", "requires_confirmation", "created_at", "updated_at"]);
  const targets = sink.table("announcement_targets", ["id", "announcement_id", "tribe", "class_id"]);
  const reads = sink.table("announcement_reads", ["id", "announcement_id", "user_id", "read_at", "confirmed_at"]);
  const families = new Map(seed.tribes.map((tribe) => [tribe, seed.parents.filter((p) => p.children.some((c) => c.tribe === tribe))]));
  const readBy = (id: number, day: string, parents: Parent[], confirm: boolean) => {
    if (parents.length === 0) return;
    const start = random.int(parents.length);
    const seen = new Set<number>();
    for (let r = 0; r < Math.min(20, parents.length); r++) {
      const parent = parents[(start + r * 7) % parents.length] as Parent;
      if (seen.has(parent.id)) continue;
      seen.add(parent.id);
      const readAt = atSchool(addDays(day, 1 + (r % 3)), 19, r);
      if (readAt >= `${plan.today}T00`) continue;
      reads.add([sink.nextId("announcement_reads"), id, parent.id, readAt, confirm && r % 4 !== 0 ? readAt : null]);
    }
  };
  for (let year = plan.currentYear - plan.years + 1; year <= plan.currentYear; year++) {
    for (let month = 2; month <= 11; month++) {
      for (const half of [3, 17]) {
        const day = `${year}-${String(month).padStart(2, "0")}-${String(half).padStart(2, "0")}`;
        if (addDays(day, 4) >= plan.today) continue;
        const id = sink.nextId("announcements");
        const title = schoolTitles[(month + half) % schoolTitles.length] as string;
        const at = atSchool(day, 8);
        announcements.add([id, seed.admins[(month + half) % seed.admins.length] as number, "school", 1, half === 17 ? 1 : 0, title, `Queridas familias: ${title.toLowerCase()}. Les contamos los detalles en este comunicado.`, 0, at, at]);
        readBy(id, day, seed.parents, false);
      }
      for (const [t, teacher] of seed.teachers.entries()) {
        const day = `${year}-${String(month).padStart(2, "0")}-${String(5 + (t % 20)).padStart(2, "0")}`;
        if (addDays(day, 4) >= plan.today) continue;
        const id = sink.nextId("announcements");
        const title = tribeTitles[(month + t) % tribeTitles.length] as string;
        const confirm = month % 3 === 0;
        const at = atSchool(day, 14);
        announcements.add([id, teacher.id, "tribes", 1, 0, title, `Familias de la ${teacher.tribe}: ${title.toLowerCase()}. Gracias por acompañarnos.`, confirm ? 1 : 0, at, at]);
        targets.add([sink.nextId("announcement_targets"), id, teacher.tribe, null]);
        readBy(id, day, families.get(teacher.tribe) ?? [], confirm);
      }
      await sink.drain();
    }
  }
}
