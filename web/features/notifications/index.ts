// What other features use of the notification centre: the bell in the top bars.
export { NotificationBell } from "./notification-bell";
