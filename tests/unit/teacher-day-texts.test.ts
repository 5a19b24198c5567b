import { describe, expect, it } from "vitest";
import { markCountText } from "../../web/features/attendance/register-save-bar";
import { pendingFamiliesText } from "../../web/features/dashboard/teacher-today";

/** The teacher's day (issue 34): the register's live count and the "Hoy" line of an announcement, in Spanish. */
describe("the register's count", () => {
  it("says who is absent, late or excused, and 'Todos presentes' when nobody is", () => {
    expect(markCountText(["present", "present"])).toBe("Todos presentes");
    expect(markCountText(["absent", "present", "absent", "late"])).toBe("2 ausentes · 1 tarde");
    expect(markCountText(["absent", "late", "late", "excused"])).toBe("1 ausente · 2 tarde · 1 con excusa");
  });
});

describe("an announcement families have not yet read", () => {
  it("agrees in number and says read or confirmed", () => {
    expect(pendingFamiliesText({ id: 1, title: "T", requiresConfirmation: false, families: 8, pendingFamilies: 3 })).toBe("3 de 8 familias aún no lo leen");
    expect(pendingFamiliesText({ id: 1, title: "T", requiresConfirmation: true, families: 8, pendingFamilies: 1 })).toBe("1 de 8 familias aún no lo confirma");
    expect(pendingFamiliesText({ id: 1, title: "T", requiresConfirmation: false, families: 1, pendingFamilies: 1 })).toBe("1 de 1 familia aún no lo lee");
  });
});
