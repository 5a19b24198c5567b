import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import "./notice.css";

export type NoticeKind = "success" | "error" | "info";
export type Notice = { kind: NoticeKind; text: string; detail?: string };
type ShownNotice = Notice & { id: number };
/** How long each kind stays on screen, in ms; a kind left out stays until it is closed or replaced. */
export type NoticeTimes = Partial<Record<NoticeKind, number>>;

/**
 * A screen's own notices, one at a time (a new one replaces the last), each kind cleared after its
 * time. Toasts (`ui/toast`) are for messages that outlive the screen; a notice belongs to it.
 */
export function useNotice(times: NoticeTimes) {
  const [notice, setNotice] = useState<ShownNotice | null>(null);
  const nextId = useRef(1);
  const timesRef = useRef(times);
  useEffect(() => {
    const ms = notice ? timesRef.current[notice.kind] : undefined;
    if (ms === undefined) return;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice]);
  const actions = useMemo(() => {
    const show = (next: Notice) => setNotice({ ...next, id: nextId.current++ });
    return {
      show,
      success: (text: string) => show({ kind: "success", text }),
      error: (text: string, detail?: string) => show({ kind: "error", text, detail }),
      clear: () => setNotice(null),
    };
  }, []);
  return { notice, ...actions };
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info };

/** One notice: its icon, its words and, when `onClose` is given, a button that closes it. */
export function NoticeBox({ notice, onClose }: { notice: ShownNotice; onClose?: () => void }) {
  const Icon = icons[notice.kind];
  return (
    <div className={`alert alert-${notice.kind} notice-box`}>
      <Icon aria-hidden="true" />
      <span className="notice-box-text">
        {notice.text}
        {notice.detail && notice.detail !== notice.text ? <span className="notice-box-detail">{notice.detail}</span> : null}
      </span>
      {onClose ? (
        <button type="button" className="icon-button" onClick={onClose} aria-label="Cerrar aviso">
          <X aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * Where a screen's notice appears: successes and information in a status region, errors in an alert
 * region; both regions are always there, so screen readers announce what appears in them.
 */
export function NoticeSlot({ notice, onClose }: { notice: ShownNotice | null; onClose: () => void }) {
  return (
    <div className="notice-slot">
      <div role="status">{notice && notice.kind !== "error" ? <NoticeBox key={notice.id} notice={notice} onClose={onClose} /> : null}</div>
      <div role="alert">{notice?.kind === "error" ? <NoticeBox key={notice.id} notice={notice} onClose={onClose} /> : null}</div>
    </div>
  );
}

/** A failure said in place: a list that did not load, a form the server refused. */
export function ErrorNotice({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="alert alert-error">
      {children}
    </p>
  );
}
