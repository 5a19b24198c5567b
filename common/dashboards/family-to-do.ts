import { z } from "zod";
import { familyToDoKinds, type FamilyToDoItem } from "./family-to-do.text.js";

export * from "./family-to-do.text.js";

/** The output of the family's to-do read (the fields are described on FamilyToDoItem in family-to-do.text.ts). */
export const familyToDoItemSchema: z.ZodType<FamilyToDoItem> = z.object({
  kind: z.enum(familyToDoKinds),
  /** The announcement's, receipt's, report card publication's or PIAR's id; the child's for an absence. */
  refId: z.number(),
  childId: z.number().nullable(),
  childName: z.string().nullable(),
  /** A school day (YYYY-MM-DD) for an absence; otherwise when it happened (ISO). */
  date: z.string(),
  /** The announcement's title, the report card's period, the receipt's "MM" month. */
  title: z.string(),
  /** Why a receipt was rejected. */
  detail: z.string().nullable(),
  /** A receipt's year. */
  year: z.number().nullable(),
});

export const familyToDoSchema = z.object({ items: z.array(familyToDoItemSchema) });
export type FamilyToDo = z.infer<typeof familyToDoSchema>;

