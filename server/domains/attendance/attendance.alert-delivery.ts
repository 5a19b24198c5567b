import type { Db } from "../../db/connection.js";
import type { Mailer } from "../quotations/quotations.port.js";
import type { WhatsAppTemplate } from "../../../common/whatsapp/whatsapp.schema.js";
import { alertEmail, attendanceTemplates } from "../../../common/attendance/attendance.alerts.js";
import { formatDayInWords } from "../../../common/format.js";
import {
  claimAlert,
  deliveredTo,
  type PendingAlertRow,
  parentsOf,
  pendingAlerts,
  recordDelivery,
  releaseAlert,
} from "./attendance.alert-delivery.repo.js";

/** What the delivery needs of WhatsApp: the approved templates and a send kept in the parent's conversation. */
export type AlertWhatsApp = {
  templates: readonly WhatsAppTemplate[];
  /** Null when it cannot go out to that parent (no mobile phone); a message with status "failed" when WhatsApp refused it. */
  send(parentId: number, templateName: string, params: readonly string[], studentId: number): Promise<{ status: string; error: string | null } | null>;
};

export type AlertLog = { warn(message: string): void; error(message: string): void };

/** An alert is sent on the day it was made: older ones (a restored backup, the demo's month) stay in the app. */
const freshForMs = 24 * 60 * 60 * 1000;
/** How long an instance holds an alert it is sending; a crash mid-send frees it after that. */
const holdMs = 2 * 60 * 1000;
/** A failed alert is tried again after this, by the next save or the timer. */
const retryAfterMs = 5 * 60 * 1000;
const maxAttempts = 12;

/** The WhatsApp templates the school configured that fit the alert (right name and number of variables). */
export function alertTemplateFor(kind: string, templates: readonly WhatsAppTemplate[]): WhatsAppTemplate | undefined {
  const wanted = kind === "corrected" ? attendanceTemplates.corrected : attendanceTemplates.absent;
  return templates.find((t) => t.name === wanted.name && t.params.length === wanted.params.length);
}

export type AlertDelivery = ReturnType<typeof createAttendanceAlertDelivery>;

/**
 * Sends the same-day absence alerts (and "Error corregido") stored in attendance_alerts to the
 * child's parents: by email when SMTP is configured, by an approved WhatsApp template when WhatsApp
 * is configured with one (attendanceTemplates), each parent and channel once
 * (attendance_alert_deliveries). Quiet hours do not apply. It runs after a register is saved
 * (never holding the save's answer) and on a timer; a failure is logged, the alert stays unsent
 * (sent_at empty) and is tried again later. sent_at is set once everything went out.
 */
export function createAttendanceAlertDelivery(deps: {
  db: Db;
  mailer: Mailer | null;
  whatsapp: AlertWhatsApp | null;
  schoolName: string;
  now?: () => Date;
}) {
  const { db, mailer, whatsapp } = deps;
  const instant = () => deps.now?.() ?? new Date();
  let log: AlertLog = { warn: () => {}, error: () => {} };
  let running: Promise<void> | null = null;
  let again = false;

  const hasChannel = () => mailer !== null || (whatsapp !== null && (alertTemplateFor("absent", whatsapp.templates) || alertTemplateFor("corrected", whatsapp.templates)) !== undefined);

  /** Sends one claimed alert; the errors of the parents and channels that failed. */
  async function sendAlert(alert: PendingAlertRow): Promise<{ sent: number; errors: string[] }> {
    const [parents, done] = await Promise.all([parentsOf(db, alert.studentId), deliveredTo(db, alert.id)]);
    const studentName = `${alert.firstName ?? ""} ${alert.lastName ?? ""}`.trim();
    const template = whatsapp ? alertTemplateFor(alert.kind, whatsapp.templates) : undefined;
    const errors: string[] = [];
    let sent = 0;
    for (const parent of parents) {
      if (mailer && parent.email && !done.has(`${parent.id}:email`)) {
        try {
          await mailer.send({ to: parent.email, ...alertEmail({ kind: alert.kind, message: alert.message, parentName: parent.firstName, studentName, schoolName: deps.schoolName }) });
          await recordDelivery(db, alert.id, parent.id, "email", instant().toISOString());
          sent++;
        } catch (error) {
          errors.push(`correo a la familia ${parent.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (whatsapp && template && !done.has(`${parent.id}:whatsapp`)) {
        try {
          const params = alert.kind === "corrected" ? [studentName] : [studentName, formatDayInWords(alert.date)];
          const message = await whatsapp.send(parent.id, template.name, params, alert.studentId);
          if (message?.status === "failed") throw new Error(message.error ?? "WhatsApp no aceptó el mensaje");
          if (message) {
            await recordDelivery(db, alert.id, parent.id, "whatsapp", instant().toISOString());
            sent++;
          }
        } catch (error) {
          errors.push(`WhatsApp a la familia ${parent.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return { sent: sent + done.size, errors };
  }

  async function deliverPending(): Promise<void> {
    if (!hasChannel()) return;
    const now = instant();
    const alerts = await pendingAlerts(db, { createdSince: new Date(now.getTime() - freshForMs).toISOString(), freeAt: now.toISOString(), maxAttempts });
    for (const alert of alerts) {
      if (!(await claimAlert(db, alert.id, now.toISOString(), new Date(now.getTime() + holdMs).toISOString()))) continue;
      let outcome: { sent: number; errors: string[] };
      try {
        outcome = await sendAlert(alert);
      } catch (error) {
        outcome = { sent: 0, errors: [error instanceof Error ? error.message : String(error)] };
      }
      const at = instant();
      if (outcome.errors.length > 0) {
        const lastError = outcome.errors.join("; ").slice(0, 1000);
        log.warn(`El aviso de asistencia ${alert.id} no salió del todo; se intentará de nuevo: ${lastError}`);
        await releaseAlert(db, alert.id, { sentAt: null, retryAt: new Date(at.getTime() + retryAfterMs).toISOString(), lastError });
      } else if (outcome.sent > 0) {
        await releaseAlert(db, alert.id, { sentAt: at.toISOString(), retryAt: null, lastError: null });
      } else {
        // Nobody to send it to (no family with an email or a mobile): it stays in the app only.
        await releaseAlert(db, alert.id, { sentAt: null, retryAt: new Date(at.getTime() + retryAfterMs).toISOString(), lastError: "Ninguna familia con correo o WhatsApp" });
      }
    }
  }

  function run(): Promise<void> {
    running = (async () => {
      do {
        again = false;
        try {
          await deliverPending();
        } catch (error) {
          log.error(`No se pudieron enviar los avisos de asistencia: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** After a save: sends what is pending without being awaited (a run in progress runs once more). */
  function kick(): void {
    if (running) again = true;
    else void run();
  }

  /** Resolves when no send is in progress (tests, shutdown). */
  async function idle(): Promise<void> {
    while (running) await running;
  }

  return {
    kick,
    idle,
    /** Sends now and waits (tests). */
    async deliverNow(): Promise<void> {
      await idle();
      await run();
    },
    /** Logs through `logger` and retries every few minutes; the returned stop waits for a send in progress. */
    start(logger: AlertLog, everyMs = retryAfterMs): () => Promise<void> {
      log = logger;
      kick();
      const timer = setInterval(kick, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await idle();
      };
    },
  };
}
