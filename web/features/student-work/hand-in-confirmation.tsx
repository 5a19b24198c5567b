import { useQuery } from "@tanstack/react-query";
import { CircleCheckBig } from "lucide-react";
import { useEffect, useRef } from "react";
import { ReadAloudText } from "../../components/ui/read-aloud";
import { speechSupported, startReading } from "../../lib/speech-engine";
import { trpc } from "../../lib/trpc";
import { useArrived } from "./use-arrived";
import "./student-work.css";

/** "queued": kept on the device without internet, sent when it returns (issue 39). */
export type HandedIn = "submitted" | "updated" | "queued";

const words: Record<HandedIn, string> = {
  submitted: "¡Listo! Entregaste tu trabajo. Tu profesor lo va a revisar.",
  updated: "¡Listo! Cambiaste tu trabajo. Tu profesor lo va a ver otra vez.",
  queued: "Tu trabajo está guardado. Se enviará cuando vuelva el internet.",
};

/** Says the words once, through the app's one speech path (its Spanish voice, its speed). */
function sayOnce(text: string): void {
  if (speechSupported()) startReading(text, { onWord() {}, onEnd() {}, onError() {} });
}

/**
 * The calm answer after handing in: a picture and a short sentence, said aloud when the child's
 * profile is the simple, read-to-me one; it appears still, with no animation, whatever the profile.
 * Render it always and pass `handedIn` once the dialog has closed: the live region
 * is there before its words, so screen readers announce them wherever the focus went back to; once
 * shown, it is scrolled into view if it is not (issue 37: "¡Listo!" landed above the visible area).
 */
export function HandInConfirmation({ handedIn }: { handedIn: HandedIn | null }) {
  return (
    <div role="status" aria-live="polite" className="hand-in-done-place">
      {handedIn ? <Confirmation handedIn={handedIn} /> : null}
    </div>
  );
}

/** Brings the confirmation where the child is looking (issue 37): at once, not sliding, when motion is reduced. */
function showInView(box: HTMLElement): void {
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const rect = box.getBoundingClientRect();
  const seen = rect.top >= 0 && rect.bottom <= window.innerHeight;
  if (!seen) box.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
}

function Confirmation({ handedIn: told }: { handedIn: HandedIn }) {
  const handedIn = useArrived(told);
  const profile = useQuery(trpc.accessibility.mine.queryOptions());
  const box = useRef<HTMLElement>(null);
  const text = words[handedIn];
  const readsAloud = profile.data?.simpleMode === true;

  useEffect(() => {
    // Shown as the dialog closes: once the dialog has given focus back (to its opener, if still
    // there), take it only if it fell to the page, so a screen reader reads the confirmation.
    // Then it is brought into view: the dialog's focus going back may have scrolled the page away from it.
    const timer = window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) box.current?.focus({ preventScroll: true });
      if (box.current) showInView(box.current);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (readsAloud) sayOnce(text);
  }, [readsAloud, text]);

  return (
    <section ref={box} tabIndex={-1} className="hand-in-done" aria-label={handedIn === "queued" ? "Trabajo guardado" : "Trabajo entregado"} data-testid="hand-in-done">
      <span className="hand-in-done-picture" aria-hidden="true">
        <CircleCheckBig />
      </span>
      <ReadAloudText text={text} label={handedIn === "queued" ? "trabajo guardado" : "trabajo entregado"} />
    </section>
  );
}
