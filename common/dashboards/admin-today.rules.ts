/**
 * An excuse is the child's teacher's to decide; one still pending after this many days reaches the
 * admin's 'Para hoy' (issue 34). Apart from the schema: the signed-in home loads it, without zod.
 */
export const staleExcuseDays = 3;
