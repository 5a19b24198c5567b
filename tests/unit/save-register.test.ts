import { describe, expect, it } from "vitest";
import type { Register } from "../../common/attendance/attendance.schema";
import { changedMarks, withMarks } from "../../web/features/attendance/save-register";

const row = (studentId: number, mark: Register["students"][number]["mark"], note: string | null = null, saved = true) => ({
  studentId, firstName: `N${studentId}`, lastName: "P", mark, label: mark, note, saved, takenBy: null, takenAt: null, updatedBy: null, updatedAt: null, corrections: [], excuse: null,
});
const loaded: Register = { tribe: "Tribu 1", date: "2026-12-03", today: "2026-12-03", saved: true, students: [row(1, "present"), row(2, "late", "bus"), row(3, "present", null, false)] };

/** Issue 39: a register kept offline sends only what the teacher changed, so another adult's marks meanwhile stay. */
describe("a register saved without internet", () => {
  it("keeps only the marks and notes she changed from the register as it was loaded", () => {
    const marks = [
      { studentId: 1, mark: "absent" as const, note: "" },
      { studentId: 2, mark: "late" as const, note: "bus" },
      { studentId: 3, mark: "present" as const, note: "llegó con su abuela" },
    ];
    expect(changedMarks(loaded, marks).map((entry) => entry.studentId)).toEqual([1, 3]);
    expect(changedMarks(loaded, [{ studentId: 2, mark: "late", note: "bus" }])).toEqual([]);
  });

  it("shows her marks on the screen as saved here, the other rows as they were", () => {
    const shown = withMarks(loaded, [{ studentId: 1, mark: "absent", note: "" }]);
    expect(shown?.students.map((student) => [student.studentId, student.mark, student.note])).toEqual([
      [1, "absent", null],
      [2, "late", "bus"],
      [3, "present", null],
    ]);
  });
});
