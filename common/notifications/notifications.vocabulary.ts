/**
 * The notification centre's words (issue 25), without zod: the bell sits in the dashboard layout,
 * which every signed-in page loads, and must not bring zod to the home (scripts/chunk-groups.ts).
 */
export const notificationKinds = ["grade", "review", "receipt", "absence", "excuse", "announcement", "task", "plan", "reportCard", "finalReport", "mood"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How each kind is named in the preferences and in the digest email. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  grade: "Notas y comentarios de trabajos",
  review: "Trabajos por revisar",
  receipt: "Fichas de pago revisadas",
  absence: "Ausencias",
  excuse: "Excusas de las familias",
  announcement: "Comunicados",
  task: "Tareas nuevas",
  plan: "Revisiones del PIAR por hacer",
  reportCard: "Boletines publicados",
  finalReport: "Informes finales publicados",
  mood: "Cómo llegan los niños (dos días seguidos tristes o enojados)",
};

export const deliveries = ["app", "digest"] as const;
export type Delivery = (typeof deliveries)[number];
export const deliveryLabels: Record<Delivery, string> = { app: "Solo en la aplicación", digest: "También en el resumen diario por correo" };

