import { rolePolicy } from "../school.policy.js";

/**
 * Who may do what with period report cards (issue 26), pure, for the menu and the screens; the
 * server decides each call by the caller's role and students (server/domains/report-cards).
 */
/** 'Boletines': teachers fill their students' cards, admins fill and publish any tribe's. */
export const canWriteReportCards = rolePolicy("teacher", "admin");
/** "Publicar boletines de la tribu": admins only. */
export const canPublishReportCards = rolePolicy("admin");
