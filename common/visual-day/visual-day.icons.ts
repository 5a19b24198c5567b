/**
 * The built-in pictures of the visual day: simple icons shipped with the app, named in Spanish.
 * The server accepts only these keys; the web maps each key to its lucide-react icon
 * (web/features/visual-day/day-icons.tsx), typed so that a key without an icon does not compile.
 */
export const dayIcons = {
  llegada: "Llegada",
  asamblea: "Asamblea",
  leer: "Leer",
  escribir: "Escribir",
  matematicas: "Matemáticas",
  ciencias: "Ciencias",
  computador: "Computador",
  musica: "Música",
  arte: "Arte",
  jugar: "Jugar",
  patio: "Patio",
  deporte: "Deporte",
  comer: "Comer",
  merienda: "Merienda",
  agua: "Tomar agua",
  lavarse: "Lavar las manos",
  bano: "Baño",
  terapia: "Terapia",
  calma: "Calma",
  respirar: "Respirar",
  descanso: "Descanso",
  siesta: "Siesta",
  bus: "Bus",
  casa: "Ir a casa",
} as const;

export type DayIconKey = keyof typeof dayIcons;
export const dayIconKeys = Object.keys(dayIcons) as [DayIconKey, ...DayIconKey[]];

/** The picture a new step gets when the teacher picks none: a calm break shows calm. */
export const defaultIconFor = { activity: "asamblea", break: "calma" } as const satisfies Record<string, DayIconKey>;
