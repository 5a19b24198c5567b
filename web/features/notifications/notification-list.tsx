import { Link } from "@tanstack/react-router";
import { Bell, ClipboardCheck, FileCheck, FileText, GraduationCap, HeartHandshake, ListTodo, Megaphone, MessageSquareText, Smile, UserX } from "lucide-react";
import { formatDateTime } from "../../../common/format";
import type { Notification } from "../../../common/notifications/notifications.schema";
import { type NotificationKind, notificationKindLabels } from "../../../common/notifications/notifications.vocabulary";
import { whenInWords } from "../../../common/words";
import { ListenButton } from "../../components/ui/listen-button";
import { useAuth } from "../../lib/auth-store";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const kindIcons: Record<NotificationKind, typeof Bell> = {
  grade: ClipboardCheck,
  review: ListTodo,
  receipt: FileCheck,
  absence: UserX,
  excuse: MessageSquareText,
  announcement: Megaphone,
  task: ListTodo,
  plan: HeartHandshake,
  reportCard: FileText,
  finalReport: GraduationCap,
  mood: Smile,
};

/**
 * The items of the bell and of the page: each one a link to its screen (marked read when opened)
 * and a speaker that reads its title and text. Unread ones say "Nuevo" in words, not only by colour.
 */
export function NotificationList({ items, onOpen, onNavigate, idPrefix }: { items: Notification[]; onOpen: (id: number, readAt: string | null) => void; onNavigate?: () => void; idPrefix: string }) {
  // A child reads when in words ("ayer"), not "25 nov 2026, 3:40 p. m." (issue 37).
  const child = useAuth().user?.role === "student";
  return (
    <ul className="notification-list">
      {items.map((item) => {
        const Icon = kindIcons[item.kind] ?? Bell;
        const titleId = `${idPrefix}-title-${item.id}`;
        const bodyId = `${idPrefix}-body-${item.id}`;
        const unread = item.readAt === null;
        return (
          <li key={item.id} className={unread ? "notification is-unread" : "notification"} data-testid="notification">
            <Link
              to={item.link}
              className="notification-link"
              onClick={() => {
                onOpen(item.id, item.readAt);
                onNavigate?.();
              }}
            >
              <Icon aria-hidden="true" className="notification-icon" />
              <span className="notification-text">
                <span className="notification-kind">
                  {notificationKindLabels[item.kind]}
                  {unread ? <span className="notification-new"> · Nuevo</span> : null}
                </span>
                <span id={titleId} className="notification-title">
                  {item.title}
                </span>
                <span id={bodyId} className="notification-body">
                  {item.body}
                </span>
                <span className="notification-meta">
                  {child ? capitalised(whenInWords(item.updatedAt)) : formatDateTime(item.updatedAt)}
                  {item.count > 1 ? ` · ${item.count} avisos en esta hora` : ""}
                </span>
              </span>
            </Link>
            <ListenButton
              compact
              label={item.title}
              parts={[
                { text: item.title, highlightIn: titleId },
                { text: item.body, highlightIn: bodyId },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
