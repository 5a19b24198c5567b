import { z } from "zod";
import { messageOutput } from "../input-rules.js";
import { tribes } from "../school.js";
import { publicUserSchema } from "../users/users.schema.js";
import {
  cardPictureKeys,
  classCodeAlphabet,
  classCodeLength,
  maxPictureAttempts,
  normaliseClassCode,
  passwordPictureKeys,
  pictureLockMinutes,
  picturesPerPassword,
} from "./pictures.js";

export const classSignInMessages = {
  badTribe: "Elige una tribu de la lista.",
  badCode: "El código de clase tiene 6 letras y números, por ejemplo K7M2QX.",
  unknownCode: "Ese código de clase no existe o ya no funciona. Pide el código nuevo a tu profesora o profesor.",
  badStudent: "Elige tu tarjeta.",
  unknownCard: "Esa tarjeta ya no está en esta clase. Pide ayuda a tu profesora o profesor.",
  badPictures: `Toca ${picturesPerPassword} dibujos distintos, en orden.`,
  badCardPicture: "Elige un dibujo de la lista para la tarjeta.",
  wrongPictures: "Esos dibujos no son. Inténtalo otra vez.",
  cardLocked: `Esta tarjeta está en pausa por ${pictureLockMinutes} minutos después de ${maxPictureAttempts} intentos. Pide ayuda a tu profesora o profesor.`,
  cardLockedEverywhere: "Esta tarjeta está en pausa por una hora en todas las tabletas. Pide ayuda a tu profesora o profesor.",
  noPictures: "Esta tarjeta todavía no tiene dibujos. Pide a tu profesora o profesor que los elija.",
  notAStudent: "Solo los estudiantes entran con dibujos.",
  forbiddenTribe: "Solo la administración y los docentes de esta tribu cambian su ingreso con código.",
  forbiddenStudent: "Solo la administración y los docentes de este estudiante cambian sus dibujos.",
  studentWithoutTribe: "Este estudiante no tiene tribu: asígnale una antes de elegir sus dibujos.",
  enabled: "Ingreso con código activado",
  disabled: "Ingreso con código desactivado",
  rotated: "Código nuevo creado. El código anterior ya no funciona.",
  picturesSaved: "Dibujos guardados",
  unlocked: "Tarjeta desbloqueada",
} as const;

export const tribeInput = z.object({ tribe: z.enum(tribes, { error: classSignInMessages.badTribe }) });

const codePattern = new RegExp(`^[${classCodeAlphabet}]{${classCodeLength}}$`);
export const classCodeField = z
  .string({ error: classSignInMessages.badCode })
  .max(40, classSignInMessages.badCode)
  .transform(normaliseClassCode)
  .pipe(z.string().regex(codePattern, classSignInMessages.badCode));

export const setEnabledInput = tribeInput.extend({ enabled: z.boolean({ error: "Indica si se activa o no." }) });

const studentIdField = z.number({ error: classSignInMessages.badStudent }).int(classSignInMessages.badStudent).positive(classSignInMessages.badStudent);
const passwordPictureField = z.enum(passwordPictureKeys, { error: classSignInMessages.badPictures });
export const pictureSequence = z
  .array(passwordPictureField, { error: classSignInMessages.badPictures })
  .length(picturesPerPassword, classSignInMessages.badPictures)
  .refine((keys) => new Set(keys).size === keys.length, classSignInMessages.badPictures);

export const setPicturesInput = z.object({
  studentId: studentIdField,
  pictures: pictureSequence,
  cardPicture: z.enum(cardPictureKeys, { error: classSignInMessages.badCardPicture }).nullable().optional(),
});
export type SetPicturesInput = z.output<typeof setPicturesInput>;
export const studentInput = z.object({ studentId: studentIdField });

export const cardsInput = z.object({ code: classCodeField });
export const classSignInInput = z.object({ code: classCodeField, studentId: studentIdField, pictures: pictureSequence });
export type ClassSignInInput = z.output<typeof classSignInInput>;

/** What the tablet shows for one child: first name and last initial, and a picture; nothing else. */
export const studentCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  cardPicture: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type StudentCard = z.output<typeof studentCardSchema>;
export const cardsOutput = z.object({ tribe: z.string(), cards: z.array(studentCardSchema) });
export type ClassCards = z.output<typeof cardsOutput>;

/** A student as the teacher sees them on the class sign-in page. */
export const classStudentSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  cardPicture: z.string().nullable(),
  pictures: z.array(z.string()).nullable(),
  lockedUntil: z.string().nullable(),
});
export type ClassStudent = z.output<typeof classStudentSchema>;

export const classSettingsSchema = z.object({
  tribe: z.string(),
  enabled: z.boolean(),
  code: z.string(),
  students: z.array(classStudentSchema),
});
export type ClassSettings = z.output<typeof classSettingsSchema>;
export const settingsOutput = classSettingsSchema;
export const settingsChangeOutput = messageOutput({ settings: classSettingsSchema });
export const studentChangeOutput = messageOutput({ student: classStudentSchema });

/** What a family sees to practise at home: the child's card picture and their two pictures. */
export const childPicturesSchema = z.object({
  studentId: z.number(),
  tribe: z.string().nullable(),
  cardPicture: z.string().nullable(),
  pictures: z.array(z.string()).nullable(),
  classSignInOn: z.boolean(),
});
export type ChildPictures = z.output<typeof childPicturesSchema>;

export const signInOutput = z.object({ user: publicUserSchema, token: z.string(), expiresAt: z.string() });
export type ClassSession = z.output<typeof signInOutput>;
