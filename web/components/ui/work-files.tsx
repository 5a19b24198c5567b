import type { WorkFile } from "../../../common/student-work/student-work.schema";
import { FileButtons } from "./file-buttons";
import { ProtectedMedia } from "./protected-media";
import "./work-files.css";

/**
 * Every file of a hand-in, in the order the child added them (issue 37): each photo as a picture,
 * each voice note as a player, any other file with its Ver / Descargar buttons. `eager` shows the
 * photos and players at once (one hand-in on screen); otherwise each waits for its own button.
 */
export function WorkFiles({ files, eager = false }: { files: readonly WorkFile[]; eager?: boolean }) {
  if (files.length === 0) return null;
  return (
    <ul className="work-files" aria-label={files.length === 1 ? "Archivo entregado" : "Archivos entregados"}>
      {files.map((file) => (
        <li key={file.id} data-testid="work-file">
          {file.kind === "file" ? (
            <div className="button-row compact">
              <span>{file.originalName}</span>
              <FileButtons url={file.url} fileName={file.originalName} />
            </div>
          ) : (
            <ProtectedMedia url={file.url} mimeType={file.mimeType} name={file.originalName} eager={eager} />
          )}
        </li>
      ))}
    </ul>
  );
}
