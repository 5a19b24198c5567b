import { addDays } from "../../../common/attendance/attendance.calendar.js";
import type { LargeSeed } from "./context.js";
import { atSchool } from "./plan.js";

type Module = { id: number; teacherId: number; created: string; title: string };

const topics = ["Contar y agrupar", "Cuentos con imágenes", "Plantas y semillas", "Colores y texturas", "Figuras del entorno", "Mi cuerpo", "Sonidos y ritmos", "El agua", "Letras de mi nombre", "Medir con pasos"];
const moduleDays = ["02-16", "04-20", "08-10"];
const feedback = ["¡Muy buen trabajo!", "Vas muy bien; la próxima vez cuéntanos un poco más.", "Revisa el último paso y me lo muestras otra vez."];

/**
 * Each teacher's modules (three a year, for their tribe) and a class a year with four tasks; each
 * child follows eight modules of their tribe each year and hands in work for six, reviewed by the
 * module's teacher (the current year's newest still waiting), and does most of the class's tasks.
 */
export async function seedLargeLearning(seed: LargeSeed): Promise<void> {
  const { sink, plan, random } = seed;
  const modules = sink.table("modules", ["id", "title", "description", "tribe", "instructions", "work_upload", "created_by_id", "created_at", "updated_at"]);
  const moduleMaterias = sink.table("module_materias", ["module_id", "materia_id"]);
  const classes = sink.table("classes", ["id", "title", "description", "module_id", "teacher_id", "created_at"]);
  const assignments = sink.table("assignments", ["id", "title", "description", "class_id", "due_date", "status", "student_id", "teacher_id", "created_at"]);
  const byTribeYear = new Map<string, Module[]>();
  const classesByTribeYear = new Map<string, { id: number; tasks: { id: number; due: string }[] }[]>();
  const firstYear = plan.currentYear - plan.years + 1;
  for (let year = firstYear; year <= plan.currentYear; year++) {
    for (const [t, teacher] of seed.teachers.entries()) {
      const key = `${teacher.tribe}|${year}`;
      let first: number | null = null;
      for (const [m, day] of moduleDays.entries()) {
        const created = `${year}-${day}`;
        if (created >= plan.today) continue;
        const id = sink.nextId("modules");
        first ??= id;
        const title = `${topics[(t + m) % topics.length]} ${year} · ${teacher.name.split(" ")[0]} ${m + 1}`;
        const at = atSchool(created, 9);
        modules.add([id, title, `Actividades guiadas de ${title.toLowerCase()}, paso a paso.`, teacher.tribe, "Lee cada paso con calma.", "Sube una foto o un PDF de tu trabajo.", teacher.id, at, at]);
        moduleMaterias.add([id, (seed.materias[(t + m) % seed.materias.length] as { id: number }).id]);
        byTribeYear.set(key, [...(byTribeYear.get(key) ?? []), { id, teacherId: teacher.id, created, title }]);
      }
      const classId = sink.nextId("classes");
      classes.add([classId, `Clase ${year} de ${teacher.name}`, "Dos encuentros por semana.", first, teacher.id, atSchool(`${year}-02-09`, 8)]);
      const tasks: { id: number; due: string }[] = [];
      for (let a = 0; a < 4; a++) {
        const createdDay = addDays(`${year}-03-02`, a * 56);
        if (createdDay >= plan.today) continue;
        const id = sink.nextId("assignments");
        const due = addDays(createdDay, 7);
        assignments.add([id, `Tarea ${a + 1} de la clase`, "Para hacer en casa con calma.", classId, atSchool(due, 17), "pending", null, teacher.id, atSchool(createdDay, 9)]);
        tasks.push({ id, due });
      }
      classesByTribeYear.set(key, [...(classesByTribeYear.get(key) ?? []), { id: classId, tasks }]);
    }
  }

  const userModules = sink.table("user_modules", ["user_id", "module_id", "progress", "status", "assigned_at"]);
  const submissions = sink.table("work_submissions", ["id", "module_id", "student_id", "status", "work_url", "work_description", "teacher_feedback", "grade", "submitted_at", "reviewed_at", "reviewed_by_id"]);
  const reviews = sink.table("work_reviews", ["id", "submission_id", "reviewer_id", "status", "grade", "feedback", "created_at"]);
  const joins = sink.table("student_classes", ["id", "student_id", "class_id", "status", "joined_at"]);
  const completions = sink.table("assignment_completions", ["id", "assignment_id", "student_id", "completed_at"]);
  for (const student of seed.students) {
    for (const year of seed.yearsOf(student)) {
      const key = `${student.tribe}|${year}`;
      const pool = byTribeYear.get(key) ?? [];
      const start = random.int(Math.max(1, pool.length));
      const followed = Array.from({ length: Math.min(8, pool.length) }, (_, i) => pool[(start + i) % pool.length] as Module);
      for (const [i, module] of followed.entries()) {
        const past = year < plan.currentYear;
        userModules.add([student.id, module.id, past ? 100 : (i * 17) % 100, past ? "completed" : "active", atSchool(module.created, 10)]);
        if (i >= 6) continue;
        let submitted = addDays(module.created, 10 + random.int(30));
        if (submitted >= plan.today) submitted = addDays(plan.today, -1);
        const waiting = !past && random.next() < 0.3;
        const status = waiting ? "SUBMITTED" : random.next() < 0.1 ? "NEEDS_REVISION" : random.next() < 0.75 ? "APPROVED" : "REVIEWED";
        const id = sink.nextId("work_submissions");
        const grade = status === "NEEDS_REVISION" || waiting ? null : 6 + random.int(9) / 2;
        const words = waiting ? null : (feedback[status === "NEEDS_REVISION" ? 2 : random.int(2)] as string);
        const reviewedDay = addDays(submitted, 2) < plan.today ? addDays(submitted, 2) : submitted;
        const reviewedAt = waiting ? null : atSchool(reviewedDay, 16);
        submissions.add([id, module.id, student.id, status, `https://example.org/trabajos/${id}`, `Mi trabajo de «${module.title}».`, words, grade, atSchool(submitted, 10), reviewedAt, waiting ? null : module.teacherId]);
        if (!waiting) reviews.add([sink.nextId("work_reviews"), id, module.teacherId, status, grade, words, reviewedAt]);
      }
      const yearClasses = classesByTribeYear.get(key) ?? [];
      const klass = yearClasses[student.id % Math.max(1, yearClasses.length)];
      if (!klass) continue;
      joins.add([sink.nextId("student_classes"), student.id, klass.id, "active", atSchool(`${year}-02-10`, 8)]);
      for (const task of klass.tasks) {
        if (random.next() < 0.75 && task.due < plan.today) completions.add([sink.nextId("assignment_completions"), task.id, student.id, atSchool(addDays(task.due, -1), 17)]);
      }
    }
    await sink.drain();
  }
}
