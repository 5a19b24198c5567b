import { z } from "zod";

/** What a teacher can read aloud in her own voice (issue 37). */
export const voiceSubjectTypes = ["module", "assignment", "work_feedback"] as const;
export type VoiceSubjectType = (typeof voiceSubjectTypes)[number];
export type VoiceSubject = { subjectType: VoiceSubjectType; subjectId: number };

/** A recording lasts at most three minutes, like a child's voice note. */
export const maxVoiceSeconds = 180;
/**
 * Three minutes at 128 kbit/s (the browsers' default when they ignore the recorder's 64 kbit/s)
 * is 2.9 MB: 3 MB holds any three-minute recording Tribu makes and refuses a longer file, well
 * under the 10 MB of other uploads.
 */
export const maxVoiceBytes = 3 * 1024 * 1024;

export const teacherVoiceMessages = {
  wrongType: "La grabación debe ser un audio (WebM, Ogg, M4A, WAV o MP3)",
  tooLong: `La grabación no puede durar más de ${maxVoiceSeconds / 60} minutos`,
  noFile: "Falta la grabación",
  notFound: "Grabación no encontrada",
  subjectNotFound: "No encontramos lo que quieres grabar",
  forbidden: "Solo la profesora o el profesor a cargo puede grabar su voz aquí",
  recorded: "Tu voz quedó guardada",
  deleted: "Grabación borrada",
} as const;

export const voiceSubjectInput = z.object({
  subjectType: z.enum(voiceSubjectTypes, { error: "Tipo de grabación no válido" }),
  subjectId: z.coerce.number().int().positive(),
});

/** The form's fields (multipart): the subject, and how long the browser measured the recording. */
export const recordVoiceInput = voiceSubjectInput.extend({
  durationSeconds: z.coerce.number().nonnegative().max(maxVoiceSeconds + 1, teacherVoiceMessages.tooLong).optional(),
});

export const voiceIdInput = z.object({ id: z.coerce.number().int().positive() });

export const teacherVoiceSchema = z.object({ id: z.number(), url: z.string() });
export type TeacherVoice = z.infer<typeof teacherVoiceSchema>;

export const teacherVoiceAudioPath = (id: number) => `/api/teacher-voices/${id}/audio`;
