import type { Row } from "./privacy.repo.js";

/**
 * What the family takes home (issue 33): the export of a student's data is built from the same read
 * rules as the screens. Every link from a table to the student (a column pointing at users.id) and
 * from a table to one of the student's exported rows (level 2, e.g. the versions of a report card)
 * is listed here, by "table.column", either with the screen that shows it to the family (and, where
 * the screen shows only some rows, the same filter) or with the reason the family does not read it.
 *
 * The export follows only the links listed as exported; tests/api/student-export-erasure.test.ts
 * fails when a table linked to a student (by foreign key or by a student_id column) is not listed,
 * so a new table cannot leak into the export, nor be forgotten, silently. Erasure is not bound by
 * this list: it removes every row that refers to the student.
 */
export type LinkRule =
  /** The family reads these rows on `screen`; `keep` is the screen's own filter, when it shows only some. */
  | { screen: string; keep?: (row: Row) => boolean }
  /** The family does not read these rows; why. */
  | { withheld: string };

const acted: LinkRule = { withheld: "Nombra a quien hizo algo (quien escribió, revisó o cambió): no es un dato del estudiante y la familia no lo lee así." };
const staff = (why: string): LinkRule => ({ withheld: `Solo del personal: ${why}` });

export const familyExport: Readonly<Record<string, LinkRule>> = {
  // The student's own account pieces.
  "parent_children.student_id": { screen: "Mis Hijos (el vínculo con su familia)" },
  "parent_children.parent_id": acted,
  "accessibility_profiles.user_id": { screen: "Accesibilidad del hijo (la familia lo lee y lo cambia)" },
  "accessibility_profiles.updated_by_id": acted,
  "guardian_consents.student_id": { screen: "Consentimientos de Mis Hijos" },
  "guardian_consents.parent_id": acted,
  "sensitive_data_consents.student_id": { screen: "Consentimientos de Mis Hijos (datos sensibles)" },
  "sensitive_data_consents.parent_id": acted,
  "picture_passwords.student_id": { withheld: "Los dibujos del ingreso con código son su contraseña: un secreto, como las contraseñas, nunca se exporta." },
  "picture_attempts.student_id": { withheld: "Intentos fallidos de adivinar sus dibujos, con la dirección de quien lo intentó: un registro de seguridad de la escuela, no un dato del estudiante. Se borran con el estudiante." },
  "picture_passwords.updated_by_id": acted,
  // The student's file (issue 36): the family reads it whole on its child's Ficha de matrícula (and asks to correct it).
  "student_records.student_id": { screen: "Ficha de matrícula del hijo" },
  "student_guardians.record_id": { screen: "Ficha de matrícula del hijo (acudientes)" },
  "student_guardians.user_id": { withheld: "Vincula a una persona de la familia con la ficha: la ficha ya la lleva (acudientes)." },
  "enrolment_events.record_id": { screen: "Ficha de matrícula del hijo (novedades de matrícula)" },
  "record_change_requests.record_id": { screen: "Ficha de matrícula del hijo (solicitudes de corrección)" },
  "certificates.record_id": { screen: "Ficha de matrícula del hijo (constancias y certificados expedidos)" },
  "files.owner_id": { screen: "Los archivos que el estudiante entregó (trabajos)" },
  "google_classroom_oauth_states.user_id": staff("un estado temporal de la conexión con Google Classroom, que solo hace el personal."),
  "notifications.user_id": { screen: "Notificaciones del estudiante" },
  "notifications.student_id": { withheld: "Avisos a otras personas (docentes, la cuenta de la familia) sobre el estudiante: son de quien los recibe. Se borran con el estudiante." },
  "whatsapp_messages.student_id": { withheld: "Mensajes de WhatsApp de la escuela a la familia sobre el estudiante: la familia los tiene en su teléfono. Se borran con el estudiante." },
  "notification_preferences.user_id": { screen: "Preferencias de notificaciones del estudiante" },
  "notification_digests.user_id": { screen: "Resúmenes de notificaciones enviados al estudiante" },
  "announcement_reads.user_id": { screen: "Comunicados: cuáles leyó y confirmó" },
  "announcement_reminder_notices.user_id": { screen: "Comunicados: recordatorios que recibió" },
  "whatsapp_messages.contact_id": { screen: "Mensajes de WhatsApp con el estudiante" },
  // Learning.
  "user_modules.user_id": { screen: "Progreso del hijo (módulos)" },
  "student_classes.student_id": { screen: "Clases del hijo" },
  "assignments.student_id": { screen: "Tareas del hijo" },
  "assignment_completions.student_id": { screen: "Tareas del hijo (entregadas)" },
  "assignment_completions.assignment_id": { screen: "Tareas del hijo (entregadas)" },
  "quiz_attempts.student_id": { screen: "Progreso del hijo (cuestionarios)" },
  "work_submissions.student_id": { screen: "Trabajos del hijo (con la nota y el comentario de la revisión vigente)" },
  "work_submission_files.submission_id": { screen: "Trabajos del hijo (cada foto, grabación o archivo entregado, en orden)" },
  "hand_in_receipts.student_id": { withheld: "Las claves de reintento con que su tableta envió cada trabajo (issue 39): sirven para no guardar dos veces un envío repetido; no son un dato del estudiante. Se borran con el estudiante." },
  "hand_in_receipts.submission_id": { withheld: "Las mismas claves de reintento, por el trabajo que nombran: la familia lee el trabajo. Se borran con el trabajo." },
  "work_reviews.submission_id": staff("la historia de revisiones de un trabajo es para el personal (docs/decisions/trust.md); la familia lee la revisión vigente en el trabajo."),
  // "¿Cómo llegas hoy?" (issue 37): the family reads the child's week on her page.
  "mood_checkins.student_id": { screen: "Su semana (cómo llegó cada día)" },
  // Attendance.
  "attendance_marks.student_id": { screen: "Asistencia del hijo" },
  "attendance_excuses.student_id": { screen: "Excusas enviadas por la familia" },
  "attendance_excuse_supports.excuse_id": { screen: "Excusas enviadas por la familia (soportes agregados)" },
  "attendance_alerts.student_id": { screen: "Avisos de ausencia del hijo" },
  "attendance_alert_deliveries.alert_id": staff("a quién y por dónde la escuela entregó cada aviso (registro de envío)."),
  "attendance_changes.student_id": staff("las correcciones del registro de asistencia (quién cambió qué marca) se leen solo en el registro del personal."),
  // Report cards: the family reads what was published, never the teachers' working text.
  "report_cards.student_id": { screen: "Boletines publicados del hijo", keep: (row) => Number(row.version) > 0 },
  "report_card_versions.report_card_id": { screen: "Boletines publicados del hijo (cada publicación, tal como la leyó la familia)" },
  "report_card_opens.version_id": { withheld: "Cuándo una persona de la familia abrió un boletín: sirve para no volver a pedírselo en su inicio; no es un dato del estudiante." },
  "report_card_opens.user_id": { screen: "Boletines publicados del hijo (cuáles abrió)" },
  "report_card_entries.report_card_id": staff("lo que escriben los docentes por materia es su borrador de trabajo (también después de publicar); la familia lee la versión publicada."),
  // PIAR: the family reads it, agrees to it and reads its follow-ups.
  "piar_plans.student_id": { screen: "PIAR del hijo" },
  "piar_agreements.plan_id": { screen: "PIAR del hijo (actas de acuerdo)" },
  "piar_followups.plan_id": { screen: "PIAR del hijo (seguimiento de cada periodo)" },
  "piar_revisions.plan_id": { screen: "PIAR del hijo (cada versión, con su texto)" },
  "piar_signatures.plan_id": { screen: "PIAR del hijo (firmas del acta de acuerdo)" },
  // The same rows again, by the revision they name (already exported through plan_id).
  "piar_agreements.revision_id": { screen: "PIAR del hijo (actas de acuerdo, cada una con la versión acordada)" },
  "piar_signatures.revision_id": { screen: "PIAR del hijo (firmas del acta de cada versión)" },
  "piar_competency_reports.plan_id": { screen: "PIAR del hijo (informe anual de competencias)" },
  // The year's records (issue 35): the family reads them on the final report.
  "final_report_versions.student_id": { screen: "Informe final del hijo (cada publicación)" },
  "support_activities.student_id": { screen: "Informe final del hijo (actividades de apoyo y su resultado)" },
  "promotion_decisions.student_id": { screen: "Informe final del hijo (decisión de promoción)" },
  // Columns that name whoever acted on someone else's record (a student never fills most of them).
  ...Object.fromEntries(
    [
      "announcement_reminders.sent_by_id",
      "announcements.author_id",
      "assignments.teacher_id",
      "attendance_alert_deliveries.user_id",
      "certificates.issued_by_id",
      "certificates.revoked_by_id",
      "enrolment_events.recorded_by_id",
      "record_change_requests.requested_by_id",
      "record_change_requests.resolved_by_id",
      "student_records.updated_by_id",
      "attendance_calendar_years.updated_by_id",
      "attendance_changes.changed_by_id",
      "attendance_excuses.decided_by_id",
      "attendance_excuses.parent_id",
      "attendance_excuse_supports.parent_id",
      "attendance_marks.taken_by_id",
      "attendance_marks.updated_by_id",
      "attendance_periods.updated_by_id",
      "class_codes.updated_by_id",
      "classes.teacher_id",
      "exams.created_by_id",
      "final_report_versions.published_by_id",
      "google_classroom_connections.connected_by_id",
      "materials.created_by_id",
      "modules.created_by_id",
      "teacher_voices.recorded_by_id",
      "notion_tasks.created_by_id",
      "payment_versions.reviewed_by_id",
      "payments.parent_id",
      "payments.reviewed_by_id",
      "piar_agreements.parent_id",
      "promotion_actas.closed_by_id",
      "promotion_actas.created_by_id",
      "piar_followups.written_by_id",
      "piar_plans.created_by_id",
      "piar_plans.updated_by_id",
      "piar_revisions.saved_by_id",
      "piar_signatures.signer_id",
      "piar_competency_reports.written_by_id",
      "quizzes.created_by_id",
      "quotation_versions.replaced_by_id",
      "quotations.created_by_id",
      "report_card_entries.updated_by_id",
      "report_card_versions.published_by_id",
      "report_comment_bank.teacher_id",
      "school_settings.updated_by_id",
      "siee_versions.published_by_id",
      "support_activities.created_by_id",
      "support_activities.result_by_id",
      "todo_items.created_by_id",
      "visual_days.updated_by_id",
      "whatsapp_connections.connected_by_id",
      "whatsapp_messages.sent_by_id",
      "work_reviews.reviewer_id",
      "work_submissions.reviewed_by_id",
    ].map((link) => [link, acted]),
  ),
};

/** The rule of a link, or undefined for a link nobody has listed yet (never exported). */
export function ruleOf(table: string, column: string): LinkRule | undefined {
  return familyExport[`${table}.${column}`];
}

export const isExported = (rule: LinkRule | undefined): rule is { screen: string; keep?: (row: Row) => boolean } => rule !== undefined && "screen" in rule;
