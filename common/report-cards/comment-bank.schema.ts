import { z } from "zod";

/**
 * A teacher's "banco de observaciones" (issue 26): the usual phrases of a report card's comment,
 * by kind, searched while writing a period's comments.
 */
export const commentKinds = ["fortaleza", "dificultad", "recomendacion"] as const;
export type CommentKind = (typeof commentKinds)[number];

export const commentKindLabels: Record<CommentKind, string> = {
  fortaleza: "Fortaleza",
  dificultad: "Dificultad",
  recomendacion: "Recomendación",
};

export const commentBankMessages = {
  kind: "Elige si la observación es una fortaleza, una dificultad o una recomendación.",
  textRequired: "Escribe la observación.",
  textTooLong: "La observación puede tener como máximo 600 caracteres.",
  notFound: "Esa observación no existe o no es tuya.",
  saved: "Observación guardada",
  removed: "Observación eliminada",
  full: "Tu banco ya tiene 500 observaciones: elimina alguna antes de agregar otra.",
} as const;

export const commentBankLimit = 500;

export const commentInput = z.object({
  kind: z.enum(commentKinds, { error: commentBankMessages.kind }),
  text: z
    .string({ error: commentBankMessages.textRequired })
    .trim()
    .min(1, commentBankMessages.textRequired)
    .max(600, commentBankMessages.textTooLong),
});
export type CommentInput = z.infer<typeof commentInput>;

export const commentIdInput = z.object({ id: z.coerce.number({ error: commentBankMessages.notFound }).int(commentBankMessages.notFound).positive(commentBankMessages.notFound) });

export const commentSearchInput = z.object({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(commentKinds, { error: commentBankMessages.kind }).optional(),
});
export type CommentSearch = z.infer<typeof commentSearchInput>;

export const bankCommentSchema = z.object({
  id: z.number(),
  kind: z.enum(commentKinds),
  text: z.string(),
  updatedAt: z.string(),
});
export type BankComment = z.infer<typeof bankCommentSchema>;
