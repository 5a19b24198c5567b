import type { DemoSeed } from "./context.js";
import { moduleSeeds } from "./learning-data.js";
import { demoTribes, isNewcomer, studentsOf } from "./people.js";

const praise = ["¡Excelente trabajo, {name}!", "Muy bien, {name}: se nota tu esfuerzo.", "¡Qué buena idea, {name}!", "Bien hecho, {name}. Sigue así."];
const reviewed = ["Buen trabajo, {name}. La próxima vez cuéntanos un poco más.", "Vas muy bien, {name}; revisemos juntos el último paso."];
const revise = ["{name}, te faltó la última parte: ¿la intentas de nuevo?", "{name}, a tu granja le faltan los animales: agrégalos y me la muestras otra vez."];
const pick = (list: string[], n: number, name: string) => (list[n % list.length] as string).replace("{name}", name);

type Status = "SUBMITTED" | "REVIEWED" | "APPROVED" | "NEEDS_REVISION";

/**
 * Handed-in work at every status, with grades and feedback: old modules approved, the middle ones
 * reviewed or sent back, the newest waiting for review; some children have not handed in the newest.
 */
function statusFor(daysAgo: number, n: number): Status | null {
  if (daysAgo > 100) return n % 7 === 0 ? "REVIEWED" : "APPROVED";
  if (daysAgo > 65) return n % 3 === 0 ? "NEEDS_REVISION" : n % 3 === 1 ? "REVIEWED" : "APPROVED";
  // The newer modules: some children have not handed in yet, some works are already reviewed.
  if (daysAgo > 10) return (["SUBMITTED", null, "APPROVED", "SUBMITTED", "REVIEWED"] as const)[n % 5] ?? null;
  return n % 3 === 0 ? "SUBMITTED" : null;
}

export async function seedWork(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  for (const tribe of demoTribes) {
    const modules = moduleSeeds.filter((m) => m.tribe === tribe);
    for (const [s, student] of studentsOf(tribe).entries()) {
      const studentId = seed.user(student.email);
      for (const [m, module] of modules.entries()) {
        const n = s + m;
        const sofia = student.email === "estudiante@demo.tribu";
        let status = statusFor(module.daysAgo, n);
        // Sofía and Valentina have not handed in "Mi casa y mi familia": their work for today (issue 21).
        if (module.title === "Mi casa y mi familia" && (sofia || student.email === "valentina@demo.tribu")) status = null;
        if (sofia && module.title === "Contar hasta 20") status = "APPROVED";
        if (sofia && module.title === "Mi primer cuento") status = "SUBMITTED";
        // A newcomer has handed in nothing yet.
        if (!status || isNewcomer(student)) continue;
        const reviewer = seed.user(module.teacher);
        const submittedAt = sofia && status === "SUBMITTED" ? clock.at(-2, 10) : clock.at(Math.min(-module.daysAgo + 7 + (n % 5), -1), 10);
        const reviewedAt = status === "SUBMITTED" ? null : clock.at(Math.min(-module.daysAgo + 9 + (n % 5), -1), 16);
        const grade = status === "APPROVED" ? (sofia ? 9.5 : 7.5 + ((n * 5) % 26) / 10) : status === "REVIEWED" ? 6 + ((n * 3) % 20) / 10 : null;
        const feedback =
          status === "APPROVED"
            ? sofia
              ? "¡Muy bien contado, Sofía!"
              : pick(praise, n, student.firstName)
            : status === "REVIEWED"
              ? pick(reviewed, n, student.firstName)
              : status === "NEEDS_REVISION"
                ? pick(revise, n, student.firstName)
                : null;
        const withFile = n % 2 === 0 || (sofia && status === "APPROVED");
        const fileId = withFile ? await seed.storePdf("work", sofia && status === "APPROVED" ? "conteo.pdf" : `trabajo-${student.firstName.toLowerCase()}.pdf`, studentId, submittedAt) : null;
        const row = await trx
          .insertInto("workSubmissions")
          .values({
            moduleId: seed.module(module.title),
            studentId,
            status,
            workUrl: withFile ? null : `https://example.org/trabajos/${studentId}-${m}`,
            workDescription: sofia && module.title === "Contar hasta 20" ? "Conté los juguetes de mi cuarto." : sofia && module.title === "Mi primer cuento" ? "Mi cuento del gato." : `Mi trabajo de ${module.title.toLowerCase()}.`,
            fileId,
            teacherFeedback: feedback,
            grade: grade === null ? null : Math.round(grade * 10) / 10,
            submittedAt,
            reviewedAt,
            reviewedById: reviewedAt ? reviewer : null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (reviewedAt) {
          await trx
            .insertInto("workReviews")
            .values({ submissionId: row.id, reviewerId: reviewer, status, grade: grade === null ? null : Math.round(grade * 10) / 10, feedback, createdAt: reviewedAt })
            .execute();
        }
      }
    }
  }
}
