import { AlertTriangle, PlayCircle } from "lucide-react";
import type { ModuleView } from "../../../common/modules/modules.schema";
import { youtubeEmbedUrl, youtubeVideoId } from "../../../common/modules/youtube";
import "./learning.css";

/** A module's YouTube video, embedded; an address that is not YouTube's gets the spec's warning instead. */
export function VideoBlock({ module }: { module: ModuleView }) {
  if (!module.youtubeVideo) return null;
  const videoId = youtubeVideoId(module.youtubeVideo);
  return (
    <section className="card module-block" aria-labelledby="video-title">
      <h2 id="video-title">
        <PlayCircle aria-hidden="true" /> Video
      </h2>
      {videoId ? (
        <div className="video-frame">
          <iframe
            src={youtubeEmbedUrl(videoId)}
            title={`Video del módulo ${module.title}`}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </div>
      ) : (
        <div className="alert alert-warning" role="status">
          <p>
            <AlertTriangle aria-hidden="true" /> <strong>URL de YouTube no válida</strong>
          </p>
          <p>La URL proporcionada no es una URL válida de YouTube o no se pudo procesar.</p>
        </div>
      )}
    </section>
  );
}
