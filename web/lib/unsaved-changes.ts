/**
 * Leaving without the router (signing out) asks too when a page holds unsaved changes (issue 22):
 * the page's LeaveGuard registers here while it has changes and asks its question when asked.
 */
type Ask = (leave: () => void) => void;
let ask: Ask | null = null;

/** The page with unsaved changes sets its question while it has them, and clears it after. */
export function setLeaveQuestion(next: Ask | null): void {
  ask = next;
}

/** Runs `leave` at once, or once the person confirms leaving their unsaved changes. */
export function leaveWhenConfirmed(leave: () => void): void {
  if (ask) ask(leave);
  else leave();
}
