import { describe, expect, it } from "vitest";
import { inTodayOrder } from "../../web/lib/student-today-queries";

describe("what comes first on the child's home", () => {
  it("work sent back to improve, then work assigned by name, then the tribe's; newest first", () => {
    const rows = [
      { moduleId: 1, status: "NOT_STARTED", assigned: false },
      { moduleId: 5, status: "NOT_STARTED", assigned: false },
      { moduleId: 2, status: "NOT_STARTED", assigned: true },
      { moduleId: 3, status: "NEEDS_REVISION", assigned: false },
      { moduleId: 4, status: "NOT_STARTED", assigned: true },
    ];
    expect(inTodayOrder(rows).map((row) => row.moduleId)).toEqual([3, 4, 2, 5, 1]);
  });
});
