import type { Readable } from "node:stream";
import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { deleteStoredFile, type FileRow, findFile, imageKinds, replaceFileOf, storeUpload } from "../../lib/files.js";
import { defaultIconFor, type DayIconKey } from "../../../common/visual-day/visual-day.icons.js";
import {
  childrenTribes,
  countSteps,
  type DayRow,
  deleteStep,
  ensureDay,
  findDay,
  findStep,
  insertStep,
  listSteps,
  lockDay,
  setPosition,
  type StepRow,
  type StepWithDay,
  touchDay,
  updateStep,
  userTribe,
} from "./visual-day.repo.js";
import {
  type DayQuery,
  type DayRef,
  maxStepsPerDay,
  type NewStep,
  type SetCurrent,
  type StepFields,
  type StepKind,
  type StepState,
  type VisualDay,
  visualDayMessages as m,
  type VisualStep,
} from "../../../common/visual-day/visual-day.schema.js";
import { canBuildVisualDay, dayReach } from "../../../common/visual-day/visual-day.policy.js";

/** The school is in Colombia; "today" and the clock of the day are read there, not on the server's zone. */
export const schoolTimeZone = "America/Bogota";

type Upload = { source: Readable | Buffer; name: string };
/** What every change answers: the whole day as it is now (the adapters add the message). */
type Changed = { day: VisualDay };

/** Today's date (YYYY-MM-DD) and the time (HH:MM) at the school. */
export function schoolClock(now: Date, timeZone: string = schoolTimeZone): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/**
 * Which step is 'Ahora': the one a teacher moved the day to, if any; otherwise, today only, the last
 * step (in order) whose time has come, or the first step before any has. -1 when there is none.
 */
export function currentIndex(steps: ReadonlyArray<{ id: number; time: string | null }>, pointer: number | null, isToday: boolean, time: string): number {
  if (steps.length === 0) return -1;
  if (pointer !== null) {
    const chosen = steps.findIndex((step) => step.id === pointer);
    if (chosen >= 0) return chosen;
  }
  if (!isToday) return -1;
  let current = 0;
  steps.forEach((step, index) => {
    if (step.time !== null && step.time <= time) current = index;
  });
  return current;
}

function stateOf(index: number, current: number): StepState {
  if (current < 0) return "later";
  if (index < current) return "done";
  if (index === current) return "now";
  return index === current + 1 ? "next" : "later";
}

export type VisualDayService = ReturnType<typeof createVisualDayService>;

/**
 * The visual day of each tribe. Teachers and admins build and move any tribe's day (tribe pages are open
 * to every teacher); a student reads their own tribe's day; a parent reads their children's tribes' days.
 * `now` is injected so the clock rule can be tested at any hour.
 */
export function createVisualDayService(deps: { db: Db; dataDir: string; now?: () => Date; timeZone?: string }) {
  const { db, dataDir } = deps;
  const clock = () => schoolClock(deps.now?.() ?? new Date(), deps.timeZone ?? schoolTimeZone);

  function assertBuilder(actor: Actor | null): Actor {
    const signedIn = requireActor(actor);
    assertAllowed(canBuildVisualDay(signedIn), m.buildersOnly);
    return signedIn;
  }

  /** The tribe whose day the caller reads; null for a student who has no tribe yet. */
  async function readableTribe(actor: Actor, asked: string | undefined): Promise<string | null> {
    const reach = dayReach(actor);
    assertAllowed(reach !== null, m.forbiddenRead);
    switch (reach) {
      case "any":
        if (!asked) throw new AppError("BAD_REQUEST", m.badTribe, { fields: { tribe: m.badTribe } });
        return asked;
      case "own": {
        const own = await userTribe(db, actor.id);
        assertAllowed(!asked || asked === own, m.forbiddenRead);
        return own;
      }
      case "children": {
        const tribes = await childrenTribes(db, actor.id);
        const chosen = asked || tribes[0];
        assertAllowed(chosen !== undefined && tribes.includes(chosen), m.forbiddenRead);
        return chosen;
      }
    }
  }

  function toStep(row: StepRow, index: number, current: number): VisualStep {
    return {
      id: row.id,
      position: index + 1,
      label: row.label,
      time: row.time,
      kind: row.kind === "break" ? "break" : "activity",
      icon: row.icon as DayIconKey,
      pictureUrl: row.pictureFileId ? `/api/visual-day/steps/${row.id}/picture?v=${row.pictureFileId}` : null,
      state: stateOf(index, current),
    };
  }

  async function view(tribe: string | null, date: string): Promise<VisualDay> {
    const today = clock();
    const isToday = date === today.date;
    const day = tribe ? await findDay(db, tribe, date) : undefined;
    const rows = day ? await listSteps(db, day.id) : [];
    const pointer = day?.currentStepId ?? null;
    const current = currentIndex(rows, pointer, isToday, today.time);
    const steps = rows.map((row, index) => toStep(row, index, current));
    const followsTeacher = pointer !== null && rows.some((row) => row.id === pointer);
    return {
      tribe,
      date,
      today: today.date,
      isToday,
      steps,
      currentStepId: steps[current]?.id ?? null,
      follows: followsTeacher ? "teacher" : "clock",
      nowStep: steps[current] ?? null,
      nextStep: current >= 0 ? (steps[current + 1] ?? null) : null,
      updatedAt: day?.updatedAt ?? null,
    };
  }

  async function stepForBuilder(id: number): Promise<StepWithDay> {
    const step = await findStep(db, id);
    if (!step) throw new AppError("NOT_FOUND", m.stepNotFound);
    return step;
  }

  async function storePicture(file: Upload, ownerId: number): Promise<FileRow> {
    return storeUpload(db, file.source, {
      dataDir,
      allowedKinds: imageKinds,
      wrongKindMessage: m.wrongPicture,
      originalName: file.name,
      purpose: "visual-day",
      ownerId,
    });
  }

  async function changed(tribe: string, date: string): Promise<Changed> {
    return { day: await view(tribe, date) };
  }

  /** Renumbers the day's steps 1..n in the given order. */
  async function renumber(trx: DbOrTrx, ordered: ReadonlyArray<{ id: number; position: number }>): Promise<void> {
    for (const [index, step] of ordered.entries()) {
      if (step.position !== index + 1) await setPosition(trx, step.id, index + 1);
    }
  }

  async function builtDay(tribe: string, date: string): Promise<{ day: DayRow; steps: StepRow[] }> {
    const day = await findDay(db, tribe, date);
    const steps = day ? await listSteps(db, day.id) : [];
    if (!day || steps.length === 0) throw new AppError("BAD_REQUEST", m.emptyDay);
    return { day, steps };
  }

  return {
    assertBuilder,

    today(): string {
      return clock().date;
    },

    async get(actor: Actor | null, query: DayQuery): Promise<VisualDay> {
      const signedIn = requireActor(actor);
      const tribe = await readableTribe(signedIn, query.tribe);
      return view(tribe, query.date ?? clock().date);
    },

    /** Appends a step; with an uploaded picture, the picture is checked and stored first (no step when refused). */
    async addStep(actor: Actor | null, input: NewStep, file?: Upload): Promise<Changed> {
      const builder = assertBuilder(actor);
      const date = input.date ?? clock().date;
      const existing = await findDay(db, input.tribe, date);
      if (existing && (await countSteps(db, existing.id)) >= maxStepsPerDay) throw new AppError("BAD_REQUEST", m.tooManySteps);
      const picture = file ? await storePicture(file, builder.id) : null;
      try {
        const day = existing ?? (await ensureDay(db, input.tribe, date, builder.id));
        await insertStep(db, day.id, {
          label: input.label,
          time: input.time || null,
          kind: input.kind,
          icon: input.icon ?? defaultIconFor[input.kind as StepKind],
          pictureFileId: picture?.id ?? null,
        });
        await touchDay(db, day.id, builder.id);
      } catch (error) {
        if (picture) await deleteStoredFile(db, dataDir, picture.id);
        throw error;
      }
      return changed(input.tribe, date);
    },

    /** Changes a step's words, time, kind and icon; a new picture replaces the old one, which is deleted. */
    async updateStep(actor: Actor | null, id: number, input: StepFields, file?: Upload): Promise<Changed> {
      const builder = assertBuilder(actor);
      const step = await stepForBuilder(id);
      const picture = file ? await storePicture(file, builder.id) : null;
      const words = {
        label: input.label,
        time: input.time || null,
        kind: input.kind,
        icon: input.icon ?? (step.kind === input.kind ? step.icon : defaultIconFor[input.kind as StepKind]),
      };
      if (picture || input.removePicture) {
        // A new picture, or none: the one the step names at that moment is the one deleted.
        const next = picture?.id ?? null;
        await replaceFileOf(db, dataDir, next, {
          read: () => findStep(db, id).then((found) => found && { fileId: found.pictureFileId }),
          write: (expected) => updateStep(db, id, words, { id: next, expected }),
        });
      } else {
        await updateStep(db, id, words);
      }
      await touchDay(db, step.dayId, builder.id);
      return changed(step.tribe, step.date);
    },

    async removeStep(actor: Actor | null, id: number): Promise<Changed> {
      const builder = assertBuilder(actor);
      const step = await stepForBuilder(id);
      const day = await findDay(db, step.tribe, step.date);
      await db.transaction().execute(async (trx) => {
        await lockDay(trx, step.dayId);
        await deleteStep(trx, id);
        await renumber(trx, await listSteps(trx, step.dayId));
        // A removed 'Ahora' hands the day back to the clock.
        await touchDay(trx, step.dayId, builder.id, day?.currentStepId === id ? { currentStepId: null } : {});
      });
      if (step.pictureFileId) await deleteStoredFile(db, dataDir, step.pictureFileId);
      return changed(step.tribe, step.date);
    },

    /** One place up or down (keyboard buttons, no dragging); at either end nothing moves. */
    async moveStep(actor: Actor | null, id: number, direction: "up" | "down"): Promise<Changed> {
      const builder = assertBuilder(actor);
      const step = await stepForBuilder(id);
      await db.transaction().execute(async (trx) => {
        await lockDay(trx, step.dayId);
        const steps = await listSteps(trx, step.dayId);
        const from = steps.findIndex((s) => s.id === id);
        const to = direction === "up" ? from - 1 : from + 1;
        if (from < 0 || to < 0 || to >= steps.length) return;
        const ordered = [...steps];
        [ordered[from], ordered[to]] = [ordered[to] as StepRow, ordered[from] as StepRow];
        await renumber(trx, ordered);
        await touchDay(trx, step.dayId, builder.id);
      });
      return changed(step.tribe, step.date);
    },

    /** 'Siguiente paso': the teacher moves the day one step on from the current one. */
    async advance(actor: Actor | null, ref: DayRef): Promise<Changed> {
      const builder = assertBuilder(actor);
      const date = ref.date ?? clock().date;
      const { day, steps } = await builtDay(ref.tribe, date);
      const now = clock();
      const current = currentIndex(steps, day.currentStepId, date === now.date, now.time);
      const target = steps[current + 1];
      if (!target) throw new AppError("CONFLICT", m.lastStep);
      await touchDay(db, day.id, builder.id, { currentStepId: target.id });
      return changed(ref.tribe, date);
    },

    /** Makes one step 'Ahora', or (stepId null or left out) lets the clock lead the day again. */
    async setCurrent(actor: Actor | null, { stepId = null, ...ref }: Omit<SetCurrent, "stepId"> & { stepId?: number | null }): Promise<Changed> {
      const builder = assertBuilder(actor);
      const input = { ...ref, stepId };
      const date = input.date ?? clock().date;
      if (input.stepId === null) {
        const day = await findDay(db, input.tribe, date);
        if (day) await touchDay(db, day.id, builder.id, { currentStepId: null });
        return changed(input.tribe, date);
      }
      const { day, steps } = await builtDay(input.tribe, date);
      if (!steps.some((s) => s.id === input.stepId)) throw new AppError("BAD_REQUEST", m.stepNotInDay, { fields: { stepId: m.stepNotInDay } });
      await touchDay(db, day.id, builder.id, { currentStepId: input.stepId });
      return changed(input.tribe, date);
    },

    /** An uploaded picture, only for someone who may see that day. */
    async picture(actor: Actor | null, id: number): Promise<FileRow> {
      const signedIn = requireActor(actor);
      const step = await findStep(db, id);
      if (!step) throw new AppError("NOT_FOUND", m.stepNotFound);
      const reach = dayReach(signedIn);
      const sees =
        reach === "any" ||
        (reach === "own" && (await userTribe(db, signedIn.id)) === step.tribe) ||
        (reach === "children" && (await childrenTribes(db, signedIn.id)).includes(step.tribe));
      assertAllowed(sees, m.forbiddenRead);
      const file = step.pictureFileId ? await findFile(db, step.pictureFileId) : undefined;
      if (!file) throw new AppError("NOT_FOUND", m.noPicture);
      return file;
    },

    dataDir,
  };
}
