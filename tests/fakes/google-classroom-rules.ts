/**
 * What Google Classroom checks in a request before acting, for the fake Google: the query of
 * courses.list and the CourseWork body of courses.courseWork.create, as the v1 reference describes
 * them (field names, enums, lengths, the Date and TimeOfDay shapes). Each check returns Google's
 * INVALID_ARGUMENT message, or null when the request passes.
 */

export const courseStates = ["ACTIVE", "ARCHIVED", "PROVISIONED", "DECLINED", "SUSPENDED"] as const;
export type CourseState = (typeof courseStates)[number];

const workTypes = ["ASSIGNMENT", "SHORT_ANSWER_QUESTION", "MULTIPLE_CHOICE_QUESTION"];
/** DELETED is a state coursework reaches, never one it is created in. */
const creatableStates = ["PUBLISHED", "DRAFT"];
const writableFields = new Set([
  "title",
  "description",
  "materials",
  "state",
  "dueDate",
  "dueTime",
  "scheduledTime",
  "maxPoints",
  "workType",
  "assigneeMode",
  "individualStudentsOptions",
  "submissionModificationMode",
  "topicId",
  "gradeCategory",
  "gradingPeriodId",
  "assignment",
  "multipleChoiceQuestion",
]);

const isInteger = (value: unknown, min: number, max: number): boolean =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function dateProblem(value: unknown): string | null {
  const date = value as { year?: unknown; month?: unknown; day?: unknown } | null;
  if (typeof date !== "object" || date === null) return "Invalid value at 'course_work.due_date'";
  const { year, month, day } = date;
  if (!isInteger(year, 1, 9999) || !isInteger(month, 1, 12)) return "Invalid due date.";
  if (!isInteger(day, 1, daysIn(year as number, month as number))) return "Invalid due date.";
  return null;
}

function timeProblem(value: unknown): string | null {
  const time = value as { hours?: unknown; minutes?: unknown; seconds?: unknown; nanos?: unknown } | null;
  if (typeof time !== "object" || time === null) return "Invalid value at 'course_work.due_time'";
  const within = (part: unknown, max: number) => part === undefined || isInteger(part, 0, max);
  if (!within(time.hours, 23) || !within(time.minutes, 59) || !within(time.seconds, 59) || !within(time.nanos, 999_999_999)) {
    return "Invalid due time.";
  }
  return null;
}

/** The CourseWork of a create request, checked field by field. */
export function courseWorkProblem(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "Invalid JSON payload received.";
  const work = body as Record<string, unknown>;
  const unknown = Object.keys(work).find((name) => !writableFields.has(name));
  if (unknown) return `Invalid JSON payload received. Unknown name "${unknown}" at 'course_work': Cannot find field.`;
  if (typeof work.title !== "string" || work.title.length === 0) return "@CourseWorkTitleRequired Title is required.";
  if (work.title.length > 3000) return "Title must be at most 3000 characters.";
  if (work.description !== undefined && (typeof work.description !== "string" || work.description.length > 30_000)) {
    return "Description must be at most 30000 characters.";
  }
  if (work.workType === undefined) return "@CourseWorkTypeRequired Work type must be specified.";
  if (!workTypes.includes(String(work.workType))) return `Invalid value at 'course_work.work_type', "${String(work.workType)}"`;
  if (work.state !== undefined && !creatableStates.includes(String(work.state))) {
    return `Invalid value at 'course_work.state', "${String(work.state)}"`;
  }
  if (work.maxPoints !== undefined && !isInteger(work.maxPoints, 0, Number.MAX_SAFE_INTEGER)) {
    return "Max points must be a non-negative integer.";
  }
  if ((work.dueDate === undefined) !== (work.dueTime === undefined)) return "Due date and due time must be specified together.";
  if (work.dueDate !== undefined) return dateProblem(work.dueDate) ?? timeProblem(work.dueTime);
  return null;
}

/** The filters of courses.list. */
export function courseListProblem(query: URLSearchParams): string | null {
  if (query.get("teacherId") && query.get("studentId")) return "Only one of teacherId and studentId may be specified.";
  const states = query.getAll("courseStates");
  const bad = states.find((state) => !(courseStates as readonly string[]).includes(state));
  if (bad) return `Invalid value at 'course_states', "${bad}"`;
  const size = query.get("pageSize");
  if (size !== null && !/^\d+$/.test(size)) return "Invalid value at 'page_size'";
  return null;
}
