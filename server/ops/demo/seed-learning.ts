import type { DemoSeed } from "./context.js";
import { assignmentSeeds, classSeeds, materials, materias, moduleSeeds } from "./learning-data.js";
import { demoTribes, isNewcomer, studentsOf } from "./people.js";

/** Subjects, modules (with PDFs and videos), who follows which module, classes, assignments and materials. */
export async function seedLearning(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const materiaIds = new Map<string, number>();
  for (const [index, materia] of materias.entries()) {
    const row = await trx.insertInto("materias").values({ ...materia, createdAt: clock.at(-330 + index) }).returning("id").executeTakeFirstOrThrow();
    materiaIds.set(materia.name, row.id);
  }
  await trx
    .insertInto("tribeMaterias")
    .values(demoTribes.flatMap((tribe) => [...materiaIds.values()].map((materiaId) => ({ tribeName: tribe, materiaId }))))
    .execute();

  for (const module of moduleSeeds) {
    const teacher = seed.user(module.teacher);
    const createdAt = clock.at(-module.daysAgo);
    const fileName = `${module.title.toLowerCase().replace(/\s+/g, "-")}.pdf`;
    const pdfFileId = module.pdf === "file" ? await seed.storePdf("module-pdf", fileName, teacher, createdAt) : null;
    const row = await trx
      .insertInto("modules")
      .values({
        title: module.title,
        description: `Actividades guiadas de ${module.title.toLowerCase()}, paso a paso.`,
        url: null,
        tribe: module.tribe,
        pdfFileId,
        pdfUrl: module.pdf === "link" ? `https://example.org/guias/${fileName}` : null,
        youtubeVideo: module.video,
        instructions: "Lee cada paso con calma. Puedes pedir ayuda cuando quieras.",
        forms: null,
        workUpload: "Sube una foto, un audio o un PDF de tu trabajo.",
        createdById: teacher,
        createdAt,
        updatedAt: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    seed.modules.set(module.title, row.id);
    await trx.insertInto("moduleMaterias").values({ moduleId: row.id, materiaId: materiaIds.get(module.materia) as number }).execute();
  }

  // Each child follows the modules of their tribe; the older ones are done.
  const userModules = demoTribes.flatMap((tribe) => {
    const modules = moduleSeeds.filter((m) => m.tribe === tribe && m.title !== "Mi casa y mi familia");
    return studentsOf(tribe).flatMap((student, s) =>
      modules.map((module, m) => {
        const newcomer = isNewcomer(student);
        const done = !newcomer && (module.daysAgo > 100 || (module.daysAgo > 50 && (s + m) % 3 !== 0));
        const progress = done ? 100 : newcomer ? 0 : module.daysAgo > 50 ? 60 : (s * 13 + m * 7) % 60;
        const assignedAt = newcomer ? clock.hoursAgo(0.5) : clock.at(-module.daysAgo + 1);
        return { userId: seed.user(student.email), moduleId: seed.module(module.title), progress, status: done ? "completed" : "active", assignedAt };
      }),
    );
  });
  // Sofía's progress as before: counting done, her first story at 40%.
  for (const row of userModules) {
    if (row.userId !== seed.user("estudiante@demo.tribu")) continue;
    if (row.moduleId === seed.module("Mi primer cuento")) Object.assign(row, { progress: 40, status: "active" });
  }
  await trx.insertInto("userModules").values(userModules).execute();

  const classIds = new Map<string, number>();
  for (const [index, klass] of classSeeds.entries()) {
    const row = await trx
      .insertInto("classes")
      .values({ title: klass.title, description: klass.description, moduleId: seed.module(klass.module), teacherId: seed.user(klass.teacher), createdAt: clock.at(-280 + index) })
      .returning("id")
      .executeTakeFirstOrThrow();
    classIds.set(klass.title, row.id);
    await trx
      .insertInto("studentClasses")
      .values(studentsOf(klass.tribe).map((student) => ({ studentId: seed.user(student.email), classId: row.id, status: "active", joinedAt: isNewcomer(student) ? clock.hoursAgo(0.5) : clock.at(-270 + index) })))
      .execute();
  }

  for (const [index, assignment] of assignmentSeeds.entries()) {
    const klass = classSeeds.find((c) => c.title === assignment.class);
    if (!klass) throw new Error(`demo seed: no class ${assignment.class}`);
    const row = await trx
      .insertInto("assignments")
      .values({
        title: assignment.title,
        description: assignment.description,
        classId: classIds.get(klass.title) as number,
        dueDate: clock.scheduled(assignment.dueDays, 17),
        status: "pending",
        studentId: null,
        teacherId: seed.user(klass.teacher),
        createdAt: clock.at(assignment.createdDays),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Late ones: most children did them, two or three did not. Due ones: a few already did them.
    const kids = studentsOf(klass.tribe).filter((kid, k) => !isNewcomer(kid) && (assignment.dueDays < 0 ? (k + index) % 3 !== 0 : (k + index) % 4 === 0));
    if (kids.length > 0) {
      await trx
        .insertInto("assignmentCompletions")
        .values(kids.map((kid) => ({ assignmentId: row.id, studentId: seed.user(kid.email), completedAt: clock.at(Math.min(assignment.dueDays, 0) - 1, 15) })))
        .execute();
    }
  }
  // A personal task Sofía already finished (as before).
  await trx
    .insertInto("assignments")
    .values({ title: "Ficha de números", description: "Completa la ficha del 1 al 20.", classId: classIds.get("Matemáticas Tribu 1") as number, dueDate: clock.scheduled(-2, 17), status: "completed", studentId: seed.user("estudiante@demo.tribu"), teacherId: seed.user("profesora@demo.tribu"), createdAt: clock.at(-10) })
    .execute();

  await trx
    .insertInto("materials")
    .values(materials.map((material, index) => ({ title: material.title, type: material.type, url: material.url, createdById: seed.user(material.by), createdAt: clock.at(-200 + index * 20) })))
    .execute();
}
