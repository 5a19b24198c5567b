import { Square, Volume2 } from "lucide-react";
import type { VoiceSubject } from "../../../common/teacher-voices/teacher-voices.schema";
import { useRecordedVoice } from "../../lib/recorded-voice";
import { joinParts, type SpokenPart, wordAt } from "../../lib/speech";
import { clearWordHighlight, highlightWord } from "../../lib/speech-highlight";
import { useReading } from "../../lib/use-reading";

/**
 * "Escuchar" for text shown elsewhere on the screen (a title, a task, a toast): reads the parts in
 * order and marks each word in the element named by the part's `highlightIn` id while it is read.
 * `compact` shows only the speaker icon, for tight rows. With `voice`, and when the teacher
 * recorded her own voice for it (issue 37), it plays her recording instead of the device voice.
 */
export function ListenButton({ parts, label, compact = false, voice }: { parts: readonly SpokenPart[]; label: string; compact?: boolean; voice?: VoiceSubject }) {
  const reading = useReading({
    onWord: (charIndex, charLength) => {
      const word = wordAt(parts, charIndex, charLength);
      const part = word ? parts[word.part] : undefined;
      if (word && part?.highlightIn) highlightWord(part.highlightIn, part.text, word.start, word.end);
      else clearWordHighlight();
    },
    onDone: clearWordHighlight,
  });
  const recorded = useRecordedVoice(voice);
  if (!reading.supported && !recorded.available) return null;
  const busy = reading.state !== "idle" || recorded.state !== "idle";
  const action = busy ? "Detener" : "Escuchar";
  const listen = async () => {
    if (recorded.available && (await recorded.play())) return;
    if (reading.supported) reading.play(joinParts(parts).text);
  };
  const stop = () => {
    recorded.stop();
    reading.stop();
  };
  // The name goes in aria-label, not in hidden text, so the text itself stays on the page only once.
  return (
    <span className={compact ? "listen is-compact" : "listen"}>
      <button
        type="button"
        className={compact ? "icon-button listen-button" : "btn btn-secondary listen-button"}
        onClick={busy ? stop : listen}
        aria-label={`${action}: ${label}${recorded.available && !busy ? " (voz de tu profe)" : ""}`}
      >
        {busy ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        {compact ? null : action}
      </button>
      {/* biome-ignore lint/a11y/useMediaCaption: the teacher reads aloud the text shown on the page; the text is its caption. */}
      {recorded.src ? <audio ref={recorded.audioRef} src={recorded.src} preload="auto" data-teacher-voice hidden /> : null}
    </span>
  );
}
