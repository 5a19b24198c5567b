/**
 * The family's "Lo que necesita de ti" (issue 34): what a family still has to do, each item with
 * the place where it is done. `childId`/`childName` name the child it is about (null: the family's own,
 * like a receipt or an announcement to the whole school). Without zod: the signed-in home loads this
 * (its schema is family-to-do.ts, for the server's output).
 */
import { monthNames } from "../payments/months.js";

export const familyToDoKinds = ["announcement", "absence", "receipt", "reportCard", "piar"] as const;
export type FamilyToDoKind = (typeof familyToDoKinds)[number];

export type FamilyToDoItem = {
  kind: FamilyToDoKind;
  refId: number;
  childId: number | null;
  childName: string | null;
  date: string;
  title: string;
  detail: string | null;
  year: number | null;
};

/** How many days back an absence without excuse is still asked for on the home. */
export const absenceAskDays = 30;

/** The words of one item, in Spanish that needs no agreement with the child's sex. */
export function familyToDoText(item: FamilyToDoItem, formatDay: (day: string) => string): { text: string; action: string } {
  switch (item.kind) {
    case "announcement":
      return { text: `Confirma que leíste «${item.title}»`, action: "Leer y confirmar" };
    case "absence":
      return { text: `${item.childName ?? "Tu hijo o hija"} no vino el ${formatDay(item.date)} y falta la excusa`, action: "Enviar excusa" };
    case "receipt":
      return {
        text: `La ficha de pago de ${monthNames[item.title as keyof typeof monthNames] ?? item.title} ${item.year ?? ""} fue rechazada`.replace(/ +/g, " "),
        action: "Subir otra vez",
      };
    case "reportCard":
      return { text: `Boletín de ${item.childName ?? "tu hijo o hija"} sin abrir: ${item.title}`, action: "Ver el boletín" };
    case "piar":
      return { text: `El PIAR de ${item.childName ?? "tu hijo o hija"} cambió y espera tu acuerdo`, action: "Leer el PIAR" };
  }
}
