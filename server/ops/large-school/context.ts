import type { LargeSchoolPlan, Random } from "./plan.js";
import type { Sink } from "./sink.js";

export type Teacher = { id: number; tribe: string; name: string };
export type Student = { id: number; tribe: string; firstName: string; lastName: string; sex: "F" | "M"; joinYear: number; parentId: number };
export type Parent = { id: number; firstName: string; lastName: string; phone: string; children: Student[] };

/** What the large school's parts share: where rows go, its size, and the people made so far. */
export type LargeSeed = {
  sink: Sink;
  plan: LargeSchoolPlan;
  random: Random;
  passwordHash: string;
  tribes: readonly string[];
  materias: { id: number; name: string }[];
  /** The demo's admin first, then the added admins and coordinators. */
  admins: number[];
  teachers: Teacher[];
  students: Student[];
  parents: Parent[];
  /** The years a child was at school, oldest first. */
  yearsOf(student: Student): number[];
};
