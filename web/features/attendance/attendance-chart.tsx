import { formatNumber } from "../../../common/format";

export type ChartRow = { label: string; percent: number | null };

const rowHeight = 40;
const top = 24;
/** Where the bars start and how wide 100 % is, as shares of the chart's width: the text keeps its size on any screen. */
const barStart = 26;
const barSpan = 54;
const at = (percent: number) => `${barStart + (percent / 100) * barSpan}%`;

const percentText = (value: number | null) => (value === null ? "sin lista" : `${formatNumber(value, 1)} %`);

/**
 * A plain SVG bar chart of the attendance percentage per tribe (no chart library: four bars need
 * none). It is an image with a title and a description that say every figure; the table next to it
 * has the same numbers as text. Colours come from the theme, so it reads in light and dark.
 */
export function AttendanceChart({ rows, title, id }: { rows: ChartRow[]; title: string; id: string }) {
  const height = top + rows.length * rowHeight;
  const description = rows.map((row) => `${row.label}: ${percentText(row.percent)}`).join("; ");
  return (
    <svg className="attendance-chart" style={{ height }} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {[0, 50, 100].map((tick) => (
        <g key={tick}>
          <line className="chart-grid" x1={at(tick)} x2={at(tick)} y1={top - 6} y2={height} />
          <text className="chart-tick" x={at(tick)} y={top - 10} textAnchor="middle">
            {tick} %
          </text>
        </g>
      ))}
      {rows.map((row, index) => {
        const y = top + index * rowHeight;
        const width = `${((row.percent ?? 0) / 100) * barSpan}%`;
        return (
          <g key={row.label}>
            <text className="chart-label" x={0} y={y + rowHeight / 2 + 5}>
              {row.label}
            </text>
            <rect className="chart-track" x={at(0)} y={y + 8} width={`${barSpan}%`} height={rowHeight - 16} rx={4} />
            <rect className="chart-bar" x={at(0)} y={y + 8} width={width} height={rowHeight - 16} rx={4} />
            <text className="chart-value" x={at(100)} dx={8} y={y + rowHeight / 2 + 5}>
              {percentText(row.percent)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
