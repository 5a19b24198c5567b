/**
 * A new row's id is the sheet's highest id plus one, read just before the append. Two appends to the
 * same sheet at once would read the same highest id, so this process lets them run one after the other,
 * per spreadsheet and sheet (Tribu runs as one process on the school's machine; stores are made per
 * request, so the queue is kept here rather than in a store).
 *
 * The queue alone is not enough: an append Google did not answer in time (VENDOR_TIMEOUT_SECONDS) frees
 * the queue, yet Google may still write its row after the next append has read the sheet. So the id of
 * an append that failed is remembered and `claim` hands out none at or below it, whatever the sheet
 * says, until an append succeeds (its row, above the remembered id, is then in the sheet for all to read).
 */
const queues = new Map<string, Promise<unknown>>();
const uncertainIds = new Map<string, number>();

/** Takes the id the sheet suggests, or the next one after the id of an append that failed. */
export type ClaimId = (fromSheet: number) => number;

export function oneAppendAtATime<T>(spreadsheetId: string, sheetName: string, append: (claim: ClaimId) => Promise<T>): Promise<T> {
  const key = `${spreadsheetId}\u0000${sheetName}`;
  let claimed: number | undefined;
  const claim: ClaimId = (fromSheet) => {
    claimed = Math.max(fromSheet, (uncertainIds.get(key) ?? 0) + 1);
    return claimed;
  };
  const next = () =>
    append(claim).then(
      (result) => {
        uncertainIds.delete(key);
        return result;
      },
      (error: unknown) => {
        if (claimed !== undefined) uncertainIds.set(key, Math.max(claimed, uncertainIds.get(key) ?? 0));
        throw error;
      },
    );
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(next, next);
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
