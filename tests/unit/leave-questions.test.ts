import { afterEach, describe, expect, it } from "vitest";
import { addLeaveQuestion, leaveWhenConfirmed, setLeaveQuestion } from "../../web/lib/unsaved-changes";

/** Signing out asks every question that stands (a page's unsaved changes, issue 22; hand-ins kept on the device, issue 39). */
describe("leaving asks first", () => {
  afterEach(() => setLeaveQuestion(null));

  it("leaves at once when nothing asks", () => {
    let left = false;
    leaveWhenConfirmed(() => {
      left = true;
    });
    expect(left).toBe(true);
  });

  it("asks the page's question, then the kept hand-ins', and leaves only when both say yes", () => {
    const asked: string[] = [];
    let answers: (() => void)[] = [];
    setLeaveQuestion((leave) => {
      asked.push("page");
      answers.push(leave);
    });
    const remove = addLeaveQuestion((leave) => {
      asked.push("hand-ins");
      answers.push(leave);
    });
    let left = 0;
    leaveWhenConfirmed(() => left++);
    expect(asked).toEqual(["page"]);
    answers[0]?.();
    expect(asked).toEqual(["page", "hand-ins"]);
    expect(left).toBe(0);
    answers[1]?.();
    expect(left).toBe(1);

    // Staying (no answer) leaves nothing; once the question is taken back, leaving asks only the page.
    remove();
    answers = [];
    leaveWhenConfirmed(() => left++);
    expect(asked).toEqual(["page", "hand-ins", "page"]);
    expect(left).toBe(1);
  });
});
