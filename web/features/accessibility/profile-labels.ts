import type { AccessibilityProfile } from "../../../common/accessibility/accessibility.schema";

/** The words of a reading profile: the panel that changes it and the PIAR's read-only summary say the same. */
export const textSizeLabels = ["Normal", "Grande", "Muy grande", "Enorme"];
export const profileSwitches: { key: Exclude<keyof AccessibilityProfile, "textSize">; label: string; hint: string }[] = [
  { key: "dyslexiaFriendly", label: "Lectura cómoda para dislexia", hint: "Letra sin adornos, más espacio entre letras y líneas, fondo crema (café oscuro en el tema oscuro), sin cursivas." },
  { key: "highContrast", label: "Alto contraste", hint: "Colores más fuertes y bordes marcados." },
  { key: "reducedMotion", label: "Reducir movimiento", hint: "Sin animaciones ni transiciones." },
  { key: "largerTargets", label: "Botones más grandes", hint: "Más espacio para tocar y hacer clic." },
  { key: "hideTimers", label: "Ocultar relojes y contadores", hint: "Esconde cuentas atrás y contadores que pueden causar estrés." },
  { key: "simpleMode", label: "Modo sencillo", hint: "Para estudiantes, activado al empezar: su propia pantalla de inicio, pocas acciones grandes, una cosa a la vez. Desactívalo para que vea el panel completo." },
];
