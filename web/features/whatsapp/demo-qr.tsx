import "./whatsapp.css";
/**
 * A QR-looking picture drawn here (no outside image), marked as demo: it does not link any phone.
 * The pattern is fixed so the screen looks the same every time.
 */
export function DemoQr() {
  const size = 21;
  const cells: { x: number; y: number }[] = [];
  let seed = 7;
  const finder = (x: number, y: number) => (x < 8 && y < 8) || (x > size - 9 && y < 8) || (x < 8 && y > size - 9);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (!finder(x, y) && seed % 3 === 0) cells.push({ x, y });
    }
  }
  const eye = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} fill="currentColor" />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill="var(--surface)" />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill="currentColor" />
    </g>
  );
  return (
    <figure className="wa-qr">
      <svg viewBox={`-1 -1 ${size + 2} ${size + 2}`} width="180" height="180" role="img" aria-label="Código QR de demostración: no conecta ningún teléfono">
        <rect x={-1} y={-1} width={size + 2} height={size + 2} fill="var(--surface)" />
        {cells.map(({ x, y }) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="currentColor" />
        ))}
        {eye(0, 0)}
        {eye(size - 7, 0)}
        {eye(0, size - 7)}
      </svg>
      <figcaption>QR de demostración: no conecta ningún teléfono.</figcaption>
    </figure>
  );
}
