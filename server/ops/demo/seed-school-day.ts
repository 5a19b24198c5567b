import { demoClassCode } from "./credentials.js";
import type { DemoSeed } from "./context.js";
import { moduleSeeds } from "./learning-data.js";
import { demoTribes, isNewcomer, studentsOf } from "./people.js";

/** A visual day for today in every tribe: arrival to going home, with breaks (issue 12). */
const daySteps: Array<{ label: string; time: string; kind: "activity" | "break"; icon: string }> = [
  { label: "Llegada y saludo", time: "07:30", kind: "activity", icon: "llegada" },
  { label: "Asamblea", time: "08:00", kind: "activity", icon: "asamblea" },
  { label: "Matemáticas", time: "08:30", kind: "activity", icon: "matematicas" },
  { label: "Merienda", time: "09:30", kind: "break", icon: "merienda" },
  { label: "Patio", time: "10:00", kind: "break", icon: "patio" },
  { label: "Lectura", time: "10:30", kind: "activity", icon: "leer" },
  { label: "Arte", time: "11:15", kind: "activity", icon: "arte" },
  { label: "Almuerzo", time: "12:00", kind: "break", icon: "comer" },
  { label: "Calma y respiración", time: "12:45", kind: "break", icon: "respirar" },
  { label: "Ir a casa", time: "13:30", kind: "activity", icon: "casa" },
];
const teacherOf: Record<string, string> = {
  "Tribu 1": "profesora@demo.tribu",
  "Tribu 2": "juliana.valencia@demo.tribu",
  "Tribu 3": "camilo.restrepo@demo.tribu",
  "Tribu 4": "diana.acosta@demo.tribu",
};

const passwordPairs = ["perro,sol", "arbol,casa", "estrella,pelota", "flor,pez", "sol,gato", "casa,perro"];
const cards = ["leon", "tortuga", "elefante", "jirafa", "pinguino", "buho", "rana", "oso"];

export async function seedSchoolDay(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  for (const [t, tribe] of demoTribes.entries()) {
    const teacher = seed.user(teacherOf[tribe] as string);
    const createdAt = clock.hoursAgo(20);
    const day = await trx
      .insertInto("visualDays")
      .values({ tribe, date: clock.today, currentStepId: null, updatedById: teacher, createdAt, updatedAt: createdAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Each tribe's day differs a little: Tribu 2 has science instead of art, Tribu 4 music.
    const steps = daySteps.map((step) =>
      step.icon === "arte" && t === 1 ? { ...step, label: "Ciencias", icon: "ciencias" } : step.icon === "arte" && t === 3 ? { ...step, label: "Música", icon: "musica" } : step,
    );
    await trx
      .insertInto("visualDaySteps")
      .values(steps.map((step, index) => ({ dayId: day.id, position: index + 1, ...step, pictureFileId: null, createdAt })))
      .execute();
  }

  // Class sign-in on for Tribu 1 (issue 21): Sofía taps sol, pez; Valentina gato, flor; the others have their own.
  const marta = seed.user("profesora@demo.tribu");
  await trx.insertInto("classCodes").values({ tribe: "Tribu 1", code: demoClassCode, enabled: 1, updatedById: marta, updatedAt: clock.at(-3) }).execute();
  const pictures = studentsOf("Tribu 1").map((student, index) => ({
    studentId: seed.user(student.email),
    pictures: student.email === "estudiante@demo.tribu" ? "sol,pez" : student.email === "valentina@demo.tribu" ? "gato,flor" : (passwordPairs[index % passwordPairs.length] as string),
    cardPicture: student.email === "estudiante@demo.tribu" ? "mariposa" : student.email === "valentina@demo.tribu" ? "conejo" : (cards[index % cards.length] as string),
    failedAttempts: 0,
    lockedUntil: null,
    updatedById: marta,
    updatedAt: clock.at(-3),
  }));
  await trx.insertInto("picturePasswords").values(pictures).execute();

  // An exam and a quiz per tribe's math and science modules; the children tried the quizzes.
  for (const module of moduleSeeds.filter((m) => m.materia === "Matemáticas" || m.materia === "Ciencias")) {
    const moduleId = seed.module(module.title);
    const teacher = seed.user(module.teacher);
    const at = clock.at(-module.daysAgo + 3);
    await trx
      .insertInto("exams")
      .values({ title: `Evaluación: ${module.title}`, description: "Preguntas con imágenes; se puede leer en voz alta.", moduleId, duration: 30, totalQuestions: 8, passingScore: 60, isActive: module.daysAgo > 100 ? 0 : 1, youtubeVideoUrl: null, createdById: teacher, createdAt: at, updatedAt: at })
      .execute();
    const quiz = await trx
      .insertInto("quizzes")
      .values({ title: `Repaso: ${module.title}`, description: "Cinco preguntas rápidas para practicar.", moduleId, duration: 10, totalQuestions: 5, passingScore: 60, isActive: 1, createdById: teacher, createdAt: at, updatedAt: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const attempts = studentsOf(module.tribe)
      .filter((student, s) => s % 2 === 0 && !isNewcomer(student))
      .map((student, s) => ({ quizId: quiz.id, studentId: seed.user(student.email), score: 40 + ((s * 17 + module.daysAgo) % 61), createdAt: clock.at(-module.daysAgo + 5 + s, 11) }))
      .filter((attempt) => attempt.createdAt < clock.now.toISOString());
    if (attempts.length > 0) await trx.insertInto("quizAttempts").values(attempts).execute();
  }
}
