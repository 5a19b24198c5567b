import { Camera, Mic, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { type VoiceRecorder, VoicePanel } from "./voice-panel";

/** The chosen photo, from a local copy, with a way to take it out. */
function PhotoPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <figure className="hand-in-panel work-media">
      {src ? <img src={src} alt="Tu foto" /> : null}
      <figcaption>
        <span data-testid="chosen-photo">Tu foto está lista.</span>{" "}
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          <Trash2 aria-hidden="true" /> Quitar la foto
        </button>
      </figcaption>
    </figure>
  );
}

/**
 * The first ways to hand in on a phone or tablet, one tap each: the camera (a photo of the paper
 * work) and the microphone. The camera is a file input with `capture`, so the device opens its
 * camera; a computer without one offers its pictures instead.
 */
export function HandInChoices({
  photo,
  onPhoto,
  onRemovePhoto,
  voice,
}: {
  photo: File | null;
  onPhoto: (file: File | undefined) => void;
  onRemovePhoto: () => void;
  voice: VoiceRecorder;
}) {
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
            onChange={(event) => {
              onPhoto(event.target.files?.[0]);
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
      {photo ? <PhotoPreview file={photo} onRemove={onRemovePhoto} /> : null}
      <VoicePanel voice={voice} />
    </>
  );
}
