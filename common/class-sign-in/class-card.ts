/**
 * The printable class card (issue 21): what it says, on screen and in the PDF alike. Zod-free and
 * QR-free, so a screen can read it without the QR library.
 */
export const classCardText = {
  title: "Tarjeta de clase",
  steps: ["Escanea el código QR o escribe el código.", "Toca tu tarjeta.", "Toca tus 2 dibujos, en orden."],
  codeLabel: "Código de la clase",
} as const;

export const classCardMessages = {
  needsCode: "Activa el ingreso con código para imprimir la tarjeta.",
  pdfFailed: "No se pudo crear el PDF de la tarjeta. Inténtalo otra vez.",
} as const;

/** The link a child opens: `<origin>/entrar/<código>`. */
export const classLink = (origin: string, code: string): string => `${origin.replace(/\/+$/, "")}/entrar/${code}`;

/** "tarjeta-de-clase-tribu-1.pdf": ASCII only, for the download name. */
export const classCardFileName = (tribe: string): string => `tarjeta-de-clase-${tribe.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.pdf`;
