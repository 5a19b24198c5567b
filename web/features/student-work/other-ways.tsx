import { Label, Tabs } from "radix-ui";
import { FileUp, Link2, Paperclip } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { workFieldLimits } from "../../../common/student-work/student-work.vocabulary";
import { acceptAttribute, maxUploadBytes, workKinds } from "../../../common/uploads";
import "./student-work.css";

const maxMb = maxUploadBytes / 1024 / 1024;
const acceptedList = "imágenes, grabaciones de voz, PDF, .doc, .docx, .txt, .zip, .rar";

/**
 * The ways an older child or an adult hands in, behind "Otras formas de entregar" (closed unless the
 * work is already a link): files from the device (dropped or picked, several at once, each added to
 * the list) and a link; the optional words for the teacher go here too.
 */
export function OtherWays({
  startOpen,
  startOnLink,
  workUrl,
  onWorkUrl,
  description,
  onDescription,
  onFiles,
}: {
  startOpen: boolean;
  startOnLink: boolean;
  workUrl: string;
  onWorkUrl: (value: string) => void;
  description: string;
  onDescription: (value: string) => void;
  onFiles: (files: File[]) => void;
}) {
  const [mode, setMode] = useState<"link" | "file">(startOnLink ? "link" : "file");
  const [dragging, setDragging] = useState(false);
  const ids = { url: useId(), description: useId(), picker: useId() };

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <details className="hand-in-other" open={startOpen}>
      <summary>
        Otras formas de entregar
      </summary>
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as "link" | "file")}>
        <Tabs.List className="tabs" aria-label="Cómo entregar">
          <Tabs.Trigger value="file" className="tab">
            <FileUp aria-hidden="true" /> Subir archivo
          </Tabs.Trigger>
          <Tabs.Trigger value="link" className="tab">
            <Link2 aria-hidden="true" /> Enviar enlace
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="file" className="tab-panel">
          <section
            className={`drop-zone ${dragging ? "is-dragging" : ""}`}
            aria-label="Zona para soltar el archivo"
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <FileUp aria-hidden="true" className="drop-icon" />
            <p>Arrastra tus archivos aquí o elígelos desde tu equipo.</p>
            <div className="hand-in-picker">
              <label htmlFor={ids.picker} className="field-label">
                Archivo ({acceptedList}; máximo {maxMb}MB cada uno)
              </label>
              <input
                id={ids.picker}
                type="file"
                multiple
                className="visually-hidden"
                accept={acceptAttribute(workKinds)}
                onChange={(event) => {
                  onFiles(Array.from(event.target.files ?? []));
                  event.target.value = "";
                }}
              />
              <label htmlFor={ids.picker} className="btn btn-secondary">
                <Paperclip aria-hidden="true" /> Elegir archivos
              </label>
            </div>
          </section>
        </Tabs.Content>
        <Tabs.Content value="link" className="tab-panel">
          <div className="field">
            <Label.Root htmlFor={ids.url} className="field-label">
              Enlace de tu trabajo
            </Label.Root>
            <input id={ids.url} type="url" inputMode="url" placeholder="https://" value={workUrl} onChange={(e) => onWorkUrl(e.target.value)} />
          </div>
        </Tabs.Content>
      </Tabs.Root>
      <div className="field">
        <Label.Root htmlFor={ids.description} className="field-label">
          Descripción (opcional)
        </Label.Root>
        <textarea id={ids.description} rows={3} maxLength={workFieldLimits.workDescription} value={description} onChange={(e) => onDescription(e.target.value)} />
      </div>
    </details>
  );
}
