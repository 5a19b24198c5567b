import { countInWords } from "../../../common/words";

/** The words of the app without internet (issue 39), in a child's Spanish: no digits, no codes. */
export const offlineWords = {
  banner: "Sin internet: tu trabajo se guardará y se enviará solo",
  sent: "Enviado. Tu profesor ya puede ver tu trabajo.",
  newVersion: "Hay una versión nueva",
  newVersionHelp: "Toca «Actualizar» para usarla. Tu trabajo no se pierde.",
  refusedHelp:
    "Un adulto puede guardar las fotos y grabaciones en este dispositivo y entregarlas de otra forma, o hablar con la profesora.",
};

/** "Tu trabajo está guardado…" or "Tienes dos trabajos guardados…", as many as wait. */
export function waitingWords(count: number): string {
  if (count === 1) return "Tu trabajo está guardado. Se enviará cuando vuelva el internet.";
  return `Tienes ${countInWords(count, "trabajo guardado", "trabajos guardados")}. Se enviarán cuando vuelva el internet.`;
}

export function refusedWords(message: string | null): string {
  const reason = message ? ` ${message.replace(/\.?$/, ".")}` : "";
  return `No se pudo enviar un trabajo.${reason}`;
}
