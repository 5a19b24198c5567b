import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { ReadingNotice } from "../../components/ui/reading-notice";
import { usePageTitle } from "../../lib/use-page-title";
import { PicturePad } from "./picture-pad";
import { DeviceMemory } from "./device-memory";
import { StudentCard } from "./student-card";
import { useClassEntry } from "./use-class-entry";
import "./class-entry.css";

/** /entrar/<código>: the class's cards; a child taps theirs, then their two pictures. */
export function ClassCardsPage({ code }: { code: string }) {
  usePageTitle("Entrar a clase");
  const entry = useClassEntry(code);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = entry.cards.data ? `${entry.cards.data.tribe}: ¿quién eres?` : "Entrar a clase";
  return (
    <main id="contenido" className="entry-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <ReadingNotice />
      {entry.cards.isPending ? <p role="status">Cargando la clase...</p> : null}
      {entry.cardsProblem ? (
        <div role="alert" className="alert alert-error">
          <p>{entry.cardsProblem}</p>
          <Link to="/entrar" className="btn btn-secondary btn-large">
            Escribir otro código
          </Link>
        </div>
      ) : null}
      {entry.chosen ? (
        <PicturePad
          name={entry.chosen.name}
          tapped={entry.tapped}
          busy={entry.signingIn}
          problem={entry.signInProblem}
          onTap={entry.tap}
          onUndo={entry.undo}
          onBack={() => {
            entry.choose(null);
            requestAnimationFrame(() => heading.current?.focus());
          }}
        />
      ) : entry.cards.data ? (
        entry.cards.data.cards.length === 0 ? (
          <p className="lead">Todavía no hay tarjetas en esta clase. Tu profesora o profesor las prepara en «Ingreso con código».</p>
        ) : (
          <ul className="entry-cards" aria-label="Tarjetas de la clase">
            {entry.cards.data.cards.map((card) => (
              <StudentCard key={card.id} card={card} onChoose={entry.choose} />
            ))}
          </ul>
        )
      ) : null}
      <footer className="entry-footer">
        {entry.cards.data ? <DeviceMemory code={code} /> : null}
        <Link to="/login" className="btn btn-ghost">
          Soy un adulto: iniciar sesión
        </Link>
      </footer>
    </main>
  );
}
