/**
 * A new row's id is the sheet's highest id plus one, read just before the append. Two appends to the
 * same sheet at once would read the same highest id, so this process lets them run one after the other,
 * per spreadsheet and sheet (Tribu runs as one process on the school's machine; stores are made per
 * request, so the queue is kept here rather than in a store).
 */
const queues = new Map<string, Promise<unknown>>();

export function oneAppendAtATime<T>(spreadsheetId: string, sheetName: string, append: () => Promise<T>): Promise<T> {
  const key = `${spreadsheetId}\u0000${sheetName}`;
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(append, append);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}
