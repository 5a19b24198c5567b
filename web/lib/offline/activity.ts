/**
 * Whether a hand-in is in progress on this page (its dialog open, or queued work being sent): a new
 * version of the app waits for it before it offers to reload (issue 39), so a reload never takes a
 * child's photos away in the middle.
 */
let busy = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks the start of a hand-in; call the returned function when it ends. */
export function handInStarted(): () => void {
  busy++;
  changed();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    busy--;
    changed();
  };
}

export function handInInProgress(): boolean {
  return busy > 0;
}

export function onActivityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whose hand-ins this page knows to be kept on the device (hand-in-queue.ts keeps it current). */
const queuedBy = new Set<number>();

export function noteQueued(userId: number, any: boolean): void {
  if (any) queuedBy.add(userId);
  else queuedBy.delete(userId);
}

/** Signing out asks the device only when this page saw hand-ins of that person kept on it. */
export function mayHaveQueued(userId: number): boolean {
  return queuedBy.has(userId);
}
