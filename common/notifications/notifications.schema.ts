import { z } from "zod";
import { messageOutput } from "../input-rules.js";
import { pageFields } from "../paging.js";

import { type Delivery, deliveries, type NotificationKind, notificationKinds } from "./notifications.vocabulary.js";

/**
 * The notification centre (issue 25): one list per person of what is new for them, a bell with
 * the unread count, and per kind the choice "in the app only" or "also in the daily email".
 */

export { deliveries, deliveryLabels, notificationKindLabels, notificationKinds } from "./notifications.vocabulary.js";
export type { Delivery, NotificationKind } from "./notifications.vocabulary.js";

export const notificationMessages = {
  notFound: "La notificación no existe.",
  membersOnly: "Solo los miembros de la escuela tienen notificaciones.",
  badKind: "Tipo de notificación no válido.",
  badDelivery: "Elige «Solo en la aplicación» o «También en el resumen diario por correo».",
  badHour: "La hora del resumen debe ser un número entero de 0 a 23.",
  read: "Notificación marcada como leída",
  allRead: "Todas las notificaciones están marcadas como leídas",
  saved: "Preferencias de notificaciones guardadas",
} as const;
const m = notificationMessages;

export const notificationIdInput = z.object({ id: z.coerce.number({ error: m.notFound }).int(m.notFound).min(1, m.notFound).max(2 ** 31 - 1, m.notFound) });
export const listNotificationsInput = z.object(pageFields(20, 50));
export type ListNotificationsInput = z.output<typeof listNotificationsInput>;

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** The screen it is about, a path in the app ("/dashboard/payments"). */
  link: z.string(),
  /** How many events of this kind were folded into it within its hour (1 for one). */
  count: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** A self-registered account not yet placed by an admin (common/users/placement.ts): nothing of the school yet. */
  awaitingPlacement: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const readOutput = messageOutput({ notification: notificationSchema, unread: z.number() });
export const readAllOutput = messageOutput({ marked: z.number(), unread: z.number() });

const deliveryField = z.enum(deliveries, { error: m.badDelivery });
const hourField = z.coerce.number({ error: m.badHour }).int(m.badHour).min(0, m.badHour).max(23, m.badHour);

/** Per kind "app" or "digest" (a kind left out keeps its choice) and the digest's hour, 0-23 in Bogotá. */
export const preferencesInput = z.object({
  kinds: z
    .record(z.string(), deliveryField, { error: m.badKind })
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(notificationKinds as readonly string[]).includes(key)) ctx.addIssue({ code: "custom", message: m.badKind, path: [key] });
      }
    })
    .transform((value) => value as Partial<Record<NotificationKind, Delivery>>)
    .default({}),
  digestHour: hourField.optional(),
});
export type PreferencesInput = z.output<typeof preferencesInput>;

export const preferencesSchema = z.object({
  kinds: z.record(z.enum(notificationKinds), z.enum(deliveries)),
  /** The kinds that concern the caller's role, in the order the screen lists them. */
  relevant: z.array(z.enum(notificationKinds)),
  digestHour: z.number(),
  /** The hour the email really goes (7 for an hour in the quiet hours). */
  sendsAt: z.number(),
  /** False when the school has no mail server configured: the digest cannot go. */
  emailConfigured: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesOutput = messageOutput({ preferences: preferencesSchema });
