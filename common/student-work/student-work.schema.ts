import { z } from "zod";
import { gradeInput } from "./grade.js";
import { messageOutput, summarised, withMessage } from "../input-rules.js";
import { handInKeyPattern, reviewStatuses, submissionStatuses, workFieldLimits, workFileKind, workMessages } from "./student-work.vocabulary.js";

export {
  handInKeyHeader,
  handInKeyPattern,
  maxWorkFiles,
  reviewStatuses,
  type SubmissionStatus,
  submissionStatuses,
  submissionStatusLabels,
  workFieldLimits,
  type WorkFileKind,
  workFileKind,
  workMessages,
} from "./student-work.vocabulary.js";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * A field of the student's work: left out, it keeps what the work has (undefined, issue 22); sent
 * empty (or null), it clears it on purpose; otherwise the trimmed text.
 */
const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

export const workFieldsInput = z.object({
  workUrl: keptText(workFieldLimits.workUrl).refine((url) => url == null || /^https?:\/\/[^\s]+$/i.test(url), workMessages.badUrl),
  workDescription: keptText(workFieldLimits.workDescription),
});

/**
 * PUT's `removeFileIds` (multipart): the comma-separated ids of the hand-in's files to take out
 * (issue 37). Left out or empty, nothing is taken out.
 */
export const removeFileIdsInput = z
  .preprocess((value) => (Array.isArray(value) ? value.join(",") : value), z.string({ error: workMessages.badFileIds }))
  .pipe(z.string()
  .trim()
  .max(200, workMessages.badFileIds)
  .regex(/^(\d{1,9}(\s*,\s*\d{1,9})*)?$/, workMessages.badFileIds))
  .optional()
  .transform((text) => [...new Set((text ?? "").split(",").map((id) => id.trim()).filter(Boolean).map(Number))]);
export const updateWorkInput = workFieldsInput.extend({ removeFileIds: removeFileIdsInput });
export type UpdateWorkInput = z.infer<typeof updateWorkInput>;
export type WorkFields = z.infer<typeof workFieldsInput>;

export const submitInput = workFieldsInput.extend({ moduleId: z.coerce.number().int().positive() });
export type SubmitInput = z.infer<typeof submitInput>;

/**
 * The hand-in routes' request headers (issue 39): the optional `Idempotency-Key` (Node gives header
 * names in lower case; a header sent twice is an array, refused too). Answers the key, or undefined.
 */
export const handInKeyInput = z
  .object({ "idempotency-key": z.string({ error: workMessages.badHandInKey }).regex(handInKeyPattern, workMessages.badHandInKey).optional() })
  .transform((headers) => headers["idempotency-key"]);

export const submissionIdInput = z.object({ id: z.coerce.number().int().positive() });
export const submissionFileInput = z.object({ id: z.coerce.number().int().positive(), fileId: z.coerce.number().int().positive() });
export const studentIdInput = z.object({ userId: z.coerce.number().int().positive() });
export const workModuleInput = z.object({ moduleId: z.number().int().positive() });
export const updateWorkCall = submissionIdInput.extend(workFieldsInput.shape);

export const reviewInput = z.object({
  status: z.enum(reviewStatuses, { error: "Estado no válido" }),
  teacherFeedback: optionalText(5000),
  grade: gradeInput,
});
export type ReviewInput = z.infer<typeof reviewInput>;
export const reviewCall = submissionIdInput.extend(reviewInput.shape);

/** One page of a work list; coerced so REST query strings (?page=2&pageSize=20) work too. */
export const workPageSize = 20;
const pagingInput = z.object({
  page: z.coerce.number({ error: workMessages.page }).int(workMessages.page).min(1, workMessages.page).default(1),
  pageSize: z.coerce
    .number({ error: workMessages.pageSize })
    .int(workMessages.pageSize)
    .min(1, workMessages.pageSize)
    .max(100, workMessages.pageSize)
    .default(workPageSize),
});
export type Paging = z.output<typeof pagingInput>;

const pendingFields = pagingInput.extend({
  search: z.string().trim().max(100).optional(),
  moduleId: z.coerce.number().int().positive().optional(),
});
const listFields = pendingFields.extend({ status: z.enum(submissionStatuses, { error: "Estado no válido" }).optional() });

/** GET /api/student-work-submissions: filters and paging, all done in SQL. A bad filter answers "Datos inválidos…". */
export const listFiltersInput = summarised(listFields);
export type ListFiltersInput = z.input<typeof listFiltersInput>;
export type ListFilters = z.output<typeof listFiltersInput>;

/** GET /api/student-work-submissions/pending: the same without a status (always SUBMITTED). */
export const pendingInput = summarised(pendingFields);
export type PendingFilters = z.output<typeof pendingInput>;

/** One file of a hand-in (issue 37), served at `url` to those who read the hand-in. */
export const workFileSchema = z.object({
  id: z.number(),
  url: z.string(),
  originalName: z.string(),
  size: z.number(),
  mimeType: z.string(),
  kind: z.enum(["photo", "voice", "file"]),
});
export type WorkFile = z.infer<typeof workFileSchema>;

export const submissionSchema = z.object({
  id: z.number(),
  moduleId: z.number(),
  studentId: z.number(),
  status: z.enum(submissionStatuses),
  workUrl: z.string().nullable(),
  workDescription: z.string().nullable(),
  /** The first file of `files` (what clients that know one file read), or null. */
  workFile: z.object({ url: z.string(), originalName: z.string(), name: z.string(), size: z.number(), mimeType: z.string() }).nullable(),
  /** Every file of the hand-in, in order (issue 37). */
  files: z.array(workFileSchema),
  teacherFeedback: z.string().nullable(),
  grade: z.number().nullable(),
  submissionDate: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  studentName: z.string(),
  studentEmail: z.string(),
  moduleTitle: z.string(),
  moduleTribe: z.string().nullable(),
  moduleCreatedBy: z.number(),
  moduleCreatedByName: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const statusCountsSchema = z.record(z.enum(submissionStatuses), z.number());
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** One page of work, the number matching the filters and, for the stat cards, the whole scope per status. */
export const submissionPageSchema = z.object({
  submissions: z.array(submissionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: statusCountsSchema,
});
export type SubmissionPage = z.infer<typeof submissionPageSchema>;
export const pendingPageSchema = z.object({ pendingSubmissions: z.array(submissionSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type PendingPage = z.infer<typeof pendingPageSchema>;

export const reviewEntrySchema = z.object({
  status: z.string(),
  grade: z.number().nullable(),
  feedback: z.string().nullable(),
  at: z.string(),
  reviewer: z.string().nullable(),
});
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

/** Where a work's file is served, to the student, their parent, the module's teacher and admins. */
export function workFilePath(submissionId: number): string {
  return `/api/student-work-submissions/${submissionId}/file`;
}

/** Where one file of a hand-in's list is served, to the same readers as workFilePath. */
export function workFileItemPath(submissionId: number, fileId: number): string {
  return `/api/student-work-submissions/${submissionId}/files/${fileId}`;
}

/** A stored file as a hand-in lists it. */
export function workFileOf(submissionId: number, file: { id: number; originalName: string; size: number; mimeType: string }): WorkFile {
  return {
    id: file.id,
    url: workFileItemPath(submissionId, file.id),
    originalName: file.originalName,
    size: Number(file.size),
    mimeType: file.mimeType,
    kind: workFileKind(file.mimeType),
  };
}

export const handInOutput = messageOutput({ submission: submissionSchema });

/** A hand-in's answer: a second hand-in for the same module replaces the first and says so. */
export function handInAnswer({ submission, replaced }: { submission: Submission; replaced: boolean }) {
  return withMessage(replaced ? workMessages.updated : workMessages.submitted, { submission });
}
