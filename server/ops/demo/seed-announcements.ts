import type { Insertable } from "kysely";
import type { AnnouncementReadsTable } from "../../db/schema.js";
import type { DemoSeed } from "./context.js";

type Demo = {
  author: string;
  scope: "school" | "classes";
  /** Marta teaches these classes; the demo's teachers have no tribe of their own (users.tribe). */
  classes?: string[];
  forFamilies: boolean;
  forStudents: boolean;
  requiresConfirmation: boolean;
  title: string;
  text: string;
  daysAgo: number;
  hour: number;
  pdf?: string;
  /** Families who opened it (days after it was sent), and among them who confirmed "Leído". */
  readBy?: Array<{ email: string; confirmed: boolean }>;
};

const announcements: Demo[] = [
  {
    author: "admin@demo.tribu",
    scope: "school",
    forFamilies: true,
    forStudents: false,
    requiresConfirmation: false,
    title: "Reunión general de familias",
    text: "Queridas familias: el próximo jueves a las 6:30 p. m. tendremos la reunión general del trimestre en el salón múltiple. Hablaremos del calendario de fin de año, las salidas pedagógicas y los apoyos de cada tribu. Adjuntamos la agenda. Si no pueden venir, la reunión también se podrá seguir por videollamada.",
    daysAgo: 12,
    hour: 8,
    pdf: "Agenda reunión de familias.pdf",
    readBy: [
      { email: "familia@demo.tribu", confirmed: false },
      { email: "familia.castro@demo.tribu", confirmed: false },
      { email: "familia.mora@demo.tribu", confirmed: false },
      { email: "familia.torres@demo.tribu", confirmed: false },
    ],
  },
  {
    author: "profesora@demo.tribu",
    scope: "classes",
    classes: ["Matemáticas Tribu 1"],
    forFamilies: true,
    forStudents: false,
    requiresConfirmation: true,
    title: "Salida pedagógica al Jardín Botánico",
    text: "Familias de la Tribu 1: el viernes visitaremos el Jardín Botánico. Salimos a las 8:00 a. m. y volvemos a la 1:00 p. m. Por favor envíen gorra, bloqueador, agua y ropa cómoda. Los niños que lo necesiten tendrán su rincón de calma y sus audífonos. Confirmen con «Leído» que recibieron este comunicado.",
    daysAgo: 3,
    hour: 14,
    readBy: [
      { email: "familia.castro@demo.tribu", confirmed: true },
      { email: "familia.ortiz@demo.tribu", confirmed: true },
      { email: "familia.martinez@demo.tribu", confirmed: true },
      { email: "familia.ramirez@demo.tribu", confirmed: false },
    ],
  },
  {
    author: "profesora@demo.tribu",
    scope: "classes",
    classes: ["Matemáticas Tribu 1"],
    forFamilies: false,
    forStudents: true,
    requiresConfirmation: false,
    title: "¡Vamos a sembrar!",
    text: "Hola, Tribu 1. El lunes sembraremos semillas en la huerta. Cada uno tendrá su propia maceta con su nombre. Puedes traer un dibujo de la planta que te gustaría ver crecer.",
    daysAgo: 1,
    hour: 10,
  },
  {
    author: "admin@demo.tribu",
    scope: "school",
    forFamilies: true,
    forStudents: true,
    requiresConfirmation: false,
    title: "Semana de la lectura",
    text: "Esta semana leemos juntos cada mañana durante quince minutos. Cada tribu elige un cuento y al final de la semana lo contamos con dibujos. En casa pueden leer un cuento corto antes de dormir.",
    daysAgo: 6,
    hour: 7,
  },
];

/**
 * A few announcements (issue 25): the school's meeting from Laura with its agenda, Marta's field trip
 * for the families of her class Matemáticas Tribu 1 (all of Tribu 1) asking for «Leído» (three families confirmed, one only opened it,
 * Carolina has yet to), Marta's note for her children and the school's reading week for everyone.
 */
export async function seedAnnouncements(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  for (const demo of announcements) {
    const authorId = seed.user(demo.author);
    const createdAt = clock.at(-demo.daysAgo, demo.hour);
    const fileId = demo.pdf ? await seed.storePdf("announcement", demo.pdf, authorId, createdAt) : null;
    const { id } = await trx
      .insertInto("announcements")
      .values({
        authorId,
        scope: demo.scope,
        forFamilies: demo.forFamilies ? 1 : 0,
        forStudents: demo.forStudents ? 1 : 0,
        title: demo.title,
        text: demo.text,
        fileId,
        requiresConfirmation: demo.requiresConfirmation ? 1 : 0,
        lastRemindedAt: null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const title of demo.classes ?? []) {
      const klass = await trx.selectFrom("classes").select("id").where("title", "=", title).executeTakeFirstOrThrow();
      await trx.insertInto("announcementTargets").values({ announcementId: id, tribe: null, classId: klass.id }).execute();
    }
    const reads: Insertable<AnnouncementReadsTable>[] = (demo.readBy ?? []).map((reader, index) => {
      const readAt = clock.at(-demo.daysAgo + 1, 7 + index, 15);
      return { announcementId: id, userId: seed.user(reader.email), readAt, confirmedAt: reader.confirmed ? clock.at(-demo.daysAgo + 1, 7 + index, 20) : null };
    });
    if (reads.length > 0) await trx.insertInto("announcementReads").values(reads).execute();
  }
}
