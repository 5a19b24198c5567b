import { describe, expect, it } from "vitest";
import { markLabels } from "../../common/attendance/attendance.schema.js";
import { presenceWords } from "../../web/features/whatsapp/whatsapp-format.js";

/**
 * Issue 34: a WhatsApp contact who wrote in the last 24 hours (but not in the last minutes) was
 * called "Ausente", the word the register uses for a child who did not come to school.
 */
describe("the WhatsApp contact's presence words", () => {
  it("calls a contact who wrote earlier today 'Inactivo', not 'Ausente'", () => {
    expect(presenceWords.away).toBe("Inactivo");
  });

  it("never borrows an attendance mark's word", () => {
    const attendanceWords = new Set(Object.values(markLabels));
    for (const word of Object.values(presenceWords)) expect(attendanceWords.has(word), word).toBe(false);
  });
});
