import { Square, Volume2 } from "lucide-react";
import { joinParts, type SpokenPart, wordAt } from "../../lib/speech";
import { clearWordHighlight, highlightWord } from "../../lib/speech-highlight";
import { useReading } from "../../lib/use-reading";

/**
 * "Escuchar" for text shown elsewhere on the screen (a title, a task, a toast): reads the parts in
 * order and marks each word in the element named by the part's `highlightIn` id while it is read.
 * `compact` shows only the speaker icon, for tight rows.
 */
export function ListenButton({ parts, label, compact = false }: { parts: readonly SpokenPart[]; label: string; compact?: boolean }) {
  const reading = useReading({
    onWord: (charIndex, charLength) => {
      const word = wordAt(parts, charIndex, charLength);
      const part = word ? parts[word.part] : undefined;
      if (word && part?.highlightIn) highlightWord(part.highlightIn, part.text, word.start, word.end);
      else clearWordHighlight();
    },
    onDone: clearWordHighlight,
  });
  if (!reading.supported) return null;
  const busy = reading.state !== "idle";
  const action = busy ? "Detener" : "Escuchar";
  // The name goes in aria-label, not in hidden text, so the text itself stays on the page only once.
  return (
    <span className={compact ? "listen is-compact" : "listen"}>
      <button
        type="button"
        className={compact ? "icon-button listen-button" : "btn btn-secondary listen-button"}
        onClick={busy ? reading.stop : () => reading.play(joinParts(parts).text)}
        aria-label={`${action}: ${label}`}
      >
        {busy ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        {compact ? null : action}
      </button>
    </span>
  );
}
