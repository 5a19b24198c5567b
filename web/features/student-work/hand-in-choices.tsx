import { Camera, Mic } from "lucide-react";
import { useId } from "react";
import { type VoiceRecorder, VoicePanel } from "./voice-panel";
import "./student-work.css";

/**
 * The first ways to hand in on a phone or tablet, one tap each: the camera (a photo of the paper
 * work) and the microphone. The camera is a file input with `capture`, so the device opens its
 * camera; a computer without one offers its pictures instead (several at once). Each photo and each
 * recording is added to the hand-in: none replaces another (issue 37).
 */
export function HandInChoices({ onPhotos, voice }: { onPhotos: (files: File[]) => void; voice: VoiceRecorder }) {
  const cameraId = useId();
  const busy = voice.state.phase === "asking" || voice.state.phase === "recording";
  return (
    <>
      <div className="hand-in-choices">
        <div className="hand-in-camera">
          <input
            id={cameraId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            onChange={(event) => {
              onPhotos(Array.from(event.target.files ?? []));
              event.target.value = "";
            }}
          />
          <label htmlFor={cameraId} className="hand-in-choice">
            <Camera aria-hidden="true" /> Tomar una foto
          </label>
        </div>
        <button type="button" className="hand-in-choice" onClick={voice.start} disabled={busy}>
          <Mic aria-hidden="true" /> Grabar mi voz
        </button>
      </div>
      <VoicePanel voice={voice} />
    </>
  );
}
