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

