import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useId } from "react";
import type { AccessibilityProfile } from "../../../common/accessibility/accessibility.schema";
import { trpc } from "../../lib/trpc";
import "./accessibility.css";

const textSizes = ["Letra de tamaño normal", "Letra grande", "Letra muy grande", "Letra enorme"];
const turnedOn: { key: Exclude<keyof AccessibilityProfile, "textSize">; words: string }[] = [
  { key: "dyslexiaFriendly", words: "Letra fácil de leer, con más espacio" },
  { key: "highContrast", words: "Colores fuertes" },
  { key: "reducedMotion", words: "Sin animaciones" },
  { key: "largerTargets", words: "Botones grandes" },
  { key: "hideTimers", words: "Sin relojes ni cuentas atrás" },
  { key: "simpleMode", words: "Pantallas sencillas, una cosa a la vez" },
];

const forAdults = "Tu familia o tu profe lo pueden cambiar contigo.";

/** What a child's profile does, in their words: only what is on, read-only. */
function LearningProfileList({ profile }: { profile: AccessibilityProfile }) {
  const lines = [textSizes[profile.textSize] ?? textSizes[0], ...turnedOn.filter(({ key }) => profile[key]).map(({ words }) => words)];
  return (
    <ul className="learn-list">
      {lines.map((line) => (
        <li key={line}>
          <Check aria-hidden="true" /> {line}
        </li>
      ))}
    </ul>
  );
}

function useOwnProfile() {
  return useQuery(trpc.accessibility.mine.queryOptions());
}

/** 'Cómo me gusta aprender' as a part of 'Mi Perfil'. */
export function HowILearnSection() {
  const profile = useOwnProfile();
  const titleId = useId();
  return (
    <section className="card how-i-learn" aria-labelledby={titleId}>
      <h2 id={titleId}>Cómo me gusta aprender</h2>
      <p>{forAdults}</p>
      {profile.data ? <LearningProfileList profile={profile.data} /> : <p role="status">Cargando...</p>}
    </section>
  );
}

/** 'Cómo me gusta aprender' as its own page (the content of a SectionPage). */
export function HowILearnContent() {
  const profile = useOwnProfile();
  return (
    <div className="card how-i-learn">
      {profile.data ? <LearningProfileList profile={profile.data} /> : <p role="status">Cargando...</p>}
    </div>
  );
}

export const howILearnIntro = `Así se ve Tribu para ti. ${forAdults}`;
