import type { ReactNode } from "react";

/** Page frame: one heading, an optional intro, then the content. */
export function SectionPage({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="section-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {children ?? (
        <div className="card empty-state">
          <p>Esta sección se está preparando. Pronto podrás usarla desde aquí.</p>
        </div>
      )}
    </section>
  );
}
