/** 'Mostrando n de m resultados' under a picker's search, announced as it changes. */
export function ResultsNote({ shown, total }: { shown: number; total: number }) {
  return (
    <p className="muted" role="status">
      {total === 0 ? "Sin resultados" : `Mostrando ${shown} de ${total} resultados`}
    </p>
  );
}
