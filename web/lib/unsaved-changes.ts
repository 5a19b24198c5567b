/**
 * Leaving without the router (signing out) asks too when a page holds unsaved changes (issue 22):
 * the page's LeaveGuard registers here while it has changes and asks its question when asked.
 * Hand-ins kept on the device (issue 39) add their own question while any waits; the questions
 * are asked one after the other, and leaving happens only once every one said yes.
 */
type Ask = (leave: () => void) => void;
let ask: Ask | null = null;
const more = new Set<Ask>();

/** The page with unsaved changes sets its question while it has them, and clears it after. */
export function setLeaveQuestion(next: Ask | null): void {
  ask = next;
}

/** Another question asked before leaving, until the returned function takes it back. */
export function addLeaveQuestion(question: Ask): () => void {
  more.add(question);
  return () => more.delete(question);
}

/** Runs `leave` at once, or once the person confirms every question asked. */
export function leaveWhenConfirmed(leave: () => void): void {
  const questions = [...(ask ? [ask] : []), ...more];
  const askFrom = (index: number): void => {
    const question = questions[index];
    if (question) question(() => askFrom(index + 1));
    else leave();
  };
  askFrom(0);
}
