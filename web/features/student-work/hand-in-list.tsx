import { Paperclip, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ProtectedMedia } from "../../components/ui/protected-media";
import type { WorkFile } from "../../../common/student-work/student-work.schema";
import { formatFileSize } from "../../../common/uploads";
import type { ChosenItem, ItemKind } from "./hand-in-items";
import "./student-work.css";

const nouns: Record<ItemKind, { the: string; this: string }> = {
  photo: { the: "la foto", this: "esta foto" },
  voice: { the: "la grabación", this: "esta grabación" },
  file: { the: "el archivo", this: "este archivo" },
};

/** A local copy of a chosen file (a photo to see, a recording to hear), released when it leaves the list. */
function useLocalCopy(file: File): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return src;
}

/** One photo, recording or file chosen now; the one just added takes the focus and comes into view. */
function Chosen({ item, focus, onRemove }: { item: ChosenItem; focus: boolean; onRemove: () => void }) {
  const src = useLocalCopy(item.file);
  const box = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focus) return;
    box.current?.focus();
    box.current?.scrollIntoView({ block: "nearest" });
  }, [focus]);
  const label = item.kind === "photo" ? "Tu foto" : item.kind === "voice" ? "Tu grabación" : `Tu archivo ${item.file.name}`;
  return (
    <li ref={box} tabIndex={-1} className={`hand-in-item is-${item.kind}`} aria-label={label}>
      {item.kind === "photo" ? (
        <>
          {src ? <img src={src} alt="Tu foto" /> : null}
          <span data-testid="chosen-photo">Tu foto está lista.</span>
        </>
      ) : null}
      {item.kind === "voice" ? (
        <>
          <span role="status">Tu grabación está lista. Escúchala antes de enviarla.</span>
          {/* biome-ignore lint/a11y/useMediaCaption: the child's own voice, played back to them; there are no captions to offer. */}
          <audio controls src={src ?? undefined} data-testid="voice-replay" />
        </>
      ) : null}
      {item.kind === "file" ? (
        <span className="hand-in-file">
          <Paperclip aria-hidden="true" /> <span>{`${item.file.name} (${formatFileSize(item.file.size)})`}</span>
        </span>
      ) : null}
      <button type="button" className="btn btn-ghost" onClick={onRemove}>
        <Trash2 aria-hidden="true" /> Quitar {nouns[item.kind].the}
      </button>
    </li>
  );
}

/** A file handed in before (a redo): seen or heard, and taken out only when the child asks, with a way back. */
function HandedIn({ file, removed, onRemove, onKeep }: { file: WorkFile; removed: boolean; onRemove: () => void; onKeep: () => void }) {
  return (
    <li className={`hand-in-item is-${file.kind} ${removed ? "is-removed" : ""}`} aria-label={`Ya entregaste ${file.originalName}`}>
      {removed ? (
        <>
          <span>
            Vas a quitar {nouns[file.kind].this} ({file.originalName}) al enviar.
          </span>
          <button type="button" className="btn btn-secondary" onClick={onKeep}>
            Dejar {nouns[file.kind].the}
          </button>
        </>
      ) : (
        <>
          {file.kind === "file" ? (
            <span className="hand-in-file">
              <Paperclip aria-hidden="true" /> {file.originalName}
            </span>
          ) : (
            <ProtectedMedia url={file.url} mimeType={file.mimeType} name={file.originalName} eager />
          )}
          <button type="button" className="btn btn-ghost" onClick={onRemove} aria-label={`Quitar ${nouns[file.kind].this}: ${file.originalName}`}>
            <Trash2 aria-hidden="true" /> Quitar {nouns[file.kind].this}
          </button>
        </>
      )}
    </li>
  );
}

/** What the hand-in will hold: the files handed in before, then the ones chosen now, each removable. */
export function HandInList({
  existing,
  removedIds,
  chosen,
  focusKey,
  onRemove,
  onRemoveExisting,
  onKeepExisting,
}: {
  existing: readonly WorkFile[];
  removedIds: readonly number[];
  chosen: readonly ChosenItem[];
  focusKey: number | null;
  onRemove: (key: number) => void;
  onRemoveExisting: (id: number) => void;
  onKeepExisting: (id: number) => void;
}) {
  if (existing.length === 0 && chosen.length === 0) return null;
  return (
    <>
      {existing.length > 0 ? (
        <section aria-label="Lo que ya entregaste">
          <p className="hand-in-more">Lo que ya entregaste:</p>
          <ul className="hand-in-items">
            {existing.map((file) => (
              <HandedIn
                key={file.id}
                file={file}
                removed={removedIds.includes(file.id)}
                onRemove={() => onRemoveExisting(file.id)}
                onKeep={() => onKeepExisting(file.id)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="hand-in-items" aria-label={existing.length > 0 ? "Lo que vas a añadir" : "Lo que vas a enviar"}>
          {chosen.map((item) => (
            <Chosen key={item.key} item={item} focus={item.key === focusKey} onRemove={() => onRemove(item.key)} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
