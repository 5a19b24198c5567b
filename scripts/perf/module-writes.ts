/**
 * The writes of the bench's "cache on + 10 writes/s" mode: while autocannon measures a read, the
 * admin edits modules through PUT /api/modules/:id at a steady rate (a new title each time, the
 * rest of the module as it is), as a school where teachers are editing would. Every write changes
 * the database, so every kept answer of the read cache is computed again on its next read.
 * The writer reports what it actually did: how many writes, at what rate, and their statuses.
 */

export interface EditableModule {
  id: number;
  title: string;
  description: string;
  tribe: string | null;
  instructions: string | null;
}

export interface WriteStats {
  /** Writes answered (2xx or not) while the writer ran. */
  done: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** Writes that were due but skipped because too many were still waiting for an answer. */
  skipped: number;
  seconds: number;
  perSecond: number;
  /** Slowest answer to a write, in ms. */
  maxMs: number;
  /** Status and body (or error) of the first write that failed, if any. */
  firstFailure?: string;
}

export interface ModuleWriter {
  stop(): Promise<WriteStats>;
}

let edition = 0;

export function startModuleWriter(options: { base: string; token: string; modules: EditableModule[]; perSecond: number; maxPending?: number }): ModuleWriter {
  if (options.modules.length === 0) throw new Error("No hay módulos para editar");
  const maxPending = options.maxPending ?? 20;
  const pending = new Set<Promise<void>>();
  const stats = { done: 0, ok: 0, non2xx: 0, errors: 0, skipped: 0, maxMs: 0 };
  let firstFailure: string | undefined;
  const started = performance.now();
  const write = async () => {
    const n = edition++;
    const module = options.modules[n % options.modules.length] as EditableModule;
    const body = {
      title: `${module.title} (edición ${n})`,
      description: module.description,
      tribe: module.tribe,
      instructions: module.instructions ?? undefined,
    };
    const sentAt = performance.now();
    try {
      const res = await fetch(`${options.base}/api/modules/${module.id}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${options.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.ok) stats.ok++;
      else {
        stats.non2xx++;
        firstFailure ??= `${res.status} ${text.slice(0, 200)}`;
      }
    } catch (error) {
      stats.errors++;
      firstFailure ??= error instanceof Error ? error.message : String(error);
    }
    stats.done++;
    stats.maxMs = Math.max(stats.maxMs, performance.now() - sentAt);
  };
  // Writes on a schedule that does not wait for the answers (a slow server gets the same writes per
  // second): the first at once, then one every 1000/perSecond ms. A tick that comes late (the
  // process is busy running autocannon) sends the writes that were due meanwhile. At most
  // `maxPending` wait for an answer at once; one due past that is skipped and counted.
  let issued = 0;
  const tick = () => {
    const due = Math.floor(((performance.now() - started) / 1000) * options.perSecond) + 1;
    while (issued < due) {
      issued++;
      if (pending.size >= maxPending) {
        stats.skipped++;
        continue;
      }
      const p = write();
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
  };
  tick();
  const timer = setInterval(tick, Math.min(20, 1000 / options.perSecond));
  return {
    async stop() {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(pending);
      return { ...stats, seconds, perSecond: stats.done / seconds, maxMs: Math.round(stats.maxMs), ...(firstFailure ? { firstFailure } : {}) };
    },
  };
}
