/**
 * The upload policy, shared by the server and the web client: one size limit for every upload and
 * the kinds of file each form takes. The server decides by the content (its first bytes) while it
 * stores the file; the browser looks at the name and type first, only to answer at once.
 */
export const maxUploadBytes = 10 * 1024 * 1024;
/** "El archivo no puede ser mayor a 2MB": the refusal names the limit of the form that refused it. */
export function fileTooLargeMessageFor(maxBytes: number): string {
  return `El archivo no puede ser mayor a ${Math.round(maxBytes / (1024 * 1024))}MB`;
}
export const fileTooLargeMessage = fileTooLargeMessageFor(maxUploadBytes);

export type FileKind =
  | "pdf"
  | "png"
  | "jpeg"
  | "gif"
  | "webp"
  | "zip"
  | "docx"
  | "doc"
  | "rar"
  | "txt"
  | "webm"
  | "ogg"
  | "m4a"
  | "wav"
  | "mp3";

/** Module files: a PDF or a picture. */
export const imageKinds: FileKind[] = ["png", "jpeg", "gif", "webp"];
export const pdfOrImageKinds: FileKind[] = ["pdf", ...imageKinds];
/** A parent's monthly payment receipt. */
export const receiptKinds: FileKind[] = ["pdf", "jpeg", "png"];
/** A voice recording: what browsers' MediaRecorder makes (WebM, Ogg, MP4) and common recorder files. */
export const audioKinds: FileKind[] = ["webm", "ogg", "m4a", "wav", "mp3"];
/** A student's work. */
export const workKinds: FileKind[] = ["pdf", "png", "jpeg", "gif", "webp", "doc", "docx", "txt", "zip", "rar", ...audioKinds];

/** How a browser names each kind: the extensions a file picker offers and the type it reports. */
const browserNames: Record<FileKind, { extensions: string[]; type: string }> = {
  pdf: { extensions: ["pdf"], type: "application/pdf" },
  png: { extensions: ["png"], type: "image/png" },
  jpeg: { extensions: ["jpg", "jpeg"], type: "image/jpeg" },
  gif: { extensions: ["gif"], type: "image/gif" },
  webp: { extensions: ["webp"], type: "image/webp" },
  zip: { extensions: ["zip"], type: "application/zip" },
  docx: { extensions: ["docx"], type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  doc: { extensions: ["doc"], type: "application/msword" },
  rar: { extensions: ["rar"], type: "application/vnd.rar" },
  txt: { extensions: ["txt"], type: "text/plain" },
  webm: { extensions: ["webm"], type: "audio/webm" },
  ogg: { extensions: ["ogg", "oga", "opus"], type: "audio/ogg" },
  m4a: { extensions: ["m4a", "mp4"], type: "audio/mp4" },
  wav: { extensions: ["wav"], type: "audio/wav" },
  mp3: { extensions: ["mp3"], type: "audio/mpeg" },
};

/** True when the file's name or its reported type says it is one of the kinds. */
export function namedAsKind(file: { name: string; type: string }, kinds: readonly FileKind[]): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
  // A recorder reports its codec too ("audio/webm;codecs=opus"): the type is what comes before.
  const type = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  return kinds.some((kind) => browserNames[kind].type === type || browserNames[kind].extensions.includes(extension));
}

/**
 * A name that says "recording" (mi-voz.webm) must hold one: text renamed .webm is refused, not kept
 * as text under another name, so whoever presses play gets a recording.
 */
export function namedAsAudio(name: string): boolean {
  return namedAsKind({ name, type: "" }, audioKinds);
}

/** A file input's accept attribute for the kinds: their extensions, then their types. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  const extensions = kinds.flatMap((kind) => browserNames[kind].extensions.map((extension) => `.${extension}`));
  return [...extensions, ...kinds.map((kind) => browserNames[kind].type)].join(",");
}

/** A file's size as a person reads it, in es-CO: "850 KB", "2,4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("es-CO")} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("es-CO", { maximumFractionDigits: 1 })} MB`;
}
