/** The audit log's actions and their Spanish labels (issue 11), shown on the admin's audit screen. */
export const auditActions = {
  "auth.login": "Inicio de sesión",
  "auth.login_failed": "Inicio de sesión fallido",
  "user.role_changed": "Cambio de rol",
  "user.status_changed": "Cambio de estado",
  "user.deleted": "Usuario eliminado",
  "user.password_reset": "Contraseña restablecida por administración",
  "user.child_linked": "Hijo vinculado a un padre",
  "user.child_unlinked": "Hijo desvinculado de un padre",
  "payment.reviewed": "Pago revisado",
  "work.reviewed": "Trabajo calificado",
  "student.exported": "Exportación de datos de un estudiante",
  "student.erased": "Borrado de un estudiante",
  "consent.given": "Consentimiento otorgado",
  "consent.revoked": "Consentimiento revocado",
  "integration.connected": "Integración conectada",
  "integration.disconnected": "Integración desconectada",
  "settings.changed": "Configuración de la escuela cambiada",
  "auth.class_login": "Ingreso con código de clase",
  "auth.class_login_failed": "Ingreso con código de clase fallido",
  "class_sign_in.changed": "Ingreso con código cambiado",
  "class_sign_in.pictures_set": "Dibujos de ingreso elegidos",
  "class_sign_in.unlocked": "Tarjeta de ingreso desbloqueada",
  "report_cards.published": "Boletines publicados",
  "final_reports.published": "Informes finales publicados",
  "piar.read": "PIAR consultado",
  "piar.changed": "PIAR modificado",
  "piar.agreed": "PIAR acordado con la familia",
  "piar.followup": "Seguimiento del PIAR escrito",
} as const;

export type AuditAction = keyof typeof auditActions;
export const auditActionNames = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];
