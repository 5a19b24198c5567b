import { Image, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { fetchProtectedBlob } from "../../lib/protected-files";
import "./protected-media.css";

type MediaKind = "image" | "audio";

function mediaKind(mimeType: string): MediaKind | null {
  if (mimeType.startsWith("image/")) return "image";
  if (mimeType.startsWith("audio/")) return "audio";
  return null;
}

/** A local copy (blob:) of a stored file, fetched with the session while `enabled`; released when no longer shown. */
function useProtectedCopy(url: string, enabled: boolean): { src: string | null; failed: boolean } {
  const [copy, setCopy] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchProtectedBlob(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setCopy({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setCopy({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setCopy({ src: null, failed: false });
    };
  }, [url, enabled]);
  return copy;
}

/**
 * A handed-in photo or voice recording shown in the page: an image, or an audio player. Stored files
 * need the session, so the bytes are fetched and played from a local copy. `eager` loads at once
 * (one work in a dialog); otherwise a button loads it, so a long list does not fetch every file.
 * Other kinds of file render nothing (the download buttons cover them).
 */
export function ProtectedMedia({ url, mimeType, name, eager = false }: { url: string; mimeType: string; name: string; eager?: boolean }) {
  const kind = mediaKind(mimeType);
  const [wanted, setWanted] = useState(eager);
  const copy = useProtectedCopy(url, wanted && kind !== null);
  const shown = useRef<HTMLElement>(null);
  const askedByTap = useRef(false);

  useEffect(() => {
    // The button that asked is gone: the player or the picture takes its focus.
    if (copy.src && askedByTap.current) shown.current?.focus();
  }, [copy.src]);

  if (!kind) return null;
  if (!wanted) {
    const Icon = kind === "audio" ? Volume2 : Image;
    return (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          askedByTap.current = true;
          setWanted(true);
        }}
      >
        <Icon aria-hidden="true" /> {kind === "audio" ? "Escuchar la grabación" : "Ver la foto"}
        <span className="visually-hidden"> {name}</span>
      </button>
    );
  }
  if (copy.failed) return <p className="alert alert-error">No se pudo abrir el archivo</p>;
  if (!copy.src) return <p className="muted">Cargando...</p>;
  return (
    <figure className="work-media" ref={shown} tabIndex={-1}>
      {kind === "audio" ? (
        // biome-ignore lint/a11y/useMediaCaption: a child's own voice recording has no captions to offer; the figure names it.
        <audio controls src={copy.src} preload="metadata" />
      ) : (
        <img src={copy.src} alt={`Foto entregada: ${name}`} />
      )}
      <figcaption className="muted">{kind === "audio" ? `Grabación de voz: ${name}` : name}</figcaption>
    </figure>
  );
}
