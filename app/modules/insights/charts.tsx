// The insights charts: plain SVG drawn on the server (no charting library, no script), each with
// a title and description for screen readers and a table view under it with the same numbers.
import type { ReactNode } from "react";

export const SERIES_COLOURS = ["#6f4ef5", "#1f9d66", "#c92f76", "#b45309", "#0369a1"];

/** A chart's accessible table: a <details> under the chart, closed until asked for. */
export function TableView({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-lilac-deep">Table view</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="border-b-2 border-line px-2 py-1 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row" className="border-b border-line px-2 py-1 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={column} className="border-b border-line px-2 py-1 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

type Series = { name: string; values: number[] };

function Legend({ series }: { series: { name: string; colour?: number }[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-4 text-sm" aria-hidden="true">
      {series.map((entry, index) => (
        <li key={entry.name} className="flex items-center gap-2">
          <span
            className="inline-block size-3 rounded-sm"
            style={{ background: SERIES_COLOURS[entry.colour ?? index] }}
          />
          {entry.name}
        </li>
      ))}
    </ul>
  );
}

/** Grouped vertical bars per category (e.g. revenue and margin per day); negative values go below zero. */
export function ColumnChart({
  id,
  title,
  labels,
  series,
  format,
}: {
  id: string;
  title: string;
  labels: string[];
  series: Series[];
  format: (value: number) => string;
}) {
  const width = 720;
  const height = 220;
  const pad = { left: 64, right: 8, top: 10, bottom: 28 };
  const all = series.flatMap((entry) => entry.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const plotH = height - pad.top - pad.bottom;
  const y = (value: number) => pad.top + ((max - value) / span) * plotH;
  const slot = (width - pad.left - pad.right) / Math.max(1, labels.length);
  const bar = Math.max(1, (slot * 0.8) / Math.max(1, series.length));
  const every = Math.ceil(labels.length / 10);
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`} className="w-full">
        <title id={`${id}-title`}>{`${title}: ${labels.length} bars per series; the table view has the numbers`}</title>
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#5b4e6e" />
        <text x={pad.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="#241a33">
          {format(max)}
        </text>
        {min < 0 ? (
          <text x={pad.left - 6} y={y(min)} textAnchor="end" fontSize="11" fill="#241a33">
            {format(min)}
          </text>
        ) : null}
        {labels.map((label, index) => (
          <g key={label}>
            {series.map((entry, s) => {
              const value = entry.values[index] ?? 0;
              const top = y(Math.max(0, value));
              return (
                <rect
                  key={entry.name}
                  x={pad.left + index * slot + slot * 0.1 + s * bar}
                  y={top}
                  width={bar}
                  height={Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - y(0)))}
                  fill={SERIES_COLOURS[s]}
                />
              );
            })}
            {index % every === 0 ? (
              <text
                x={pad.left + index * slot + slot / 2}
                y={height - 8}
                textAnchor="middle"
                fontSize="11"
                fill="#241a33"
              >
                {label.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <Legend series={series} />
    </figure>
  );
}

/** Horizontal bars, one per row, labelled with the row's name and value; a row may be split into segments. */
export function BarList({
  id,
  title,
  rows,
  format,
}: {
  id: string;
  title: string;
  rows: { label: string; value: number; segments?: { label: string; value: number }[] }[];
  format: (value: number) => string;
}) {
  const rowH = 26;
  const width = 720;
  const labelW = 220;
  const valueW = 90;
  const max = Math.max(1, ...rows.map((row) => row.value));
  const height = Math.max(rowH, rows.length * rowH);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`} className="w-full">
      <title id={`${id}-title`}>{`${title}: ${rows.length} rows; the table view has the numbers`}</title>
      {rows.map((row, index) => (
        <g key={`${row.label}-${index}`} transform={`translate(0 ${index * rowH})`}>
          <text x={0} y={17} fontSize="12" fill="#241a33">
            {row.label.length > 32 ? `${row.label.slice(0, 31)}…` : row.label}
          </text>
          {row.segments?.length ? (
            <Segments segments={row.segments} x={labelW} scale={(width - labelW - valueW) / max} format={format} />
          ) : (
            <rect
              x={labelW}
              y={5}
              height={16}
              width={Math.max(row.value > 0 ? 2 : 0, ((width - labelW - valueW) * Math.max(0, row.value)) / max)}
              fill={SERIES_COLOURS[0]}
              rx={3}
            />
          )}
          <text x={width} y={17} fontSize="12" textAnchor="end" fill="#241a33">
            {format(row.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** One bar split into its parts (a product's colours and sizes), each part's name in its tooltip. */
function Segments({
  segments,
  x,
  scale,
  format,
}: {
  segments: { label: string; value: number }[];
  x: number;
  scale: number;
  format: (value: number) => string;
}) {
  const widths = segments.map((segment) => Math.max(0, segment.value) * scale);
  const lefts = widths.map((_, index) => x + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  return (
    <>
      {segments.map((segment, index) => (
        <rect
          key={`${segment.label}-${index}`}
          x={lefts[index]}
          y={5}
          height={16}
          width={widths[index]}
          fill={SEGMENT_COLOURS[index % SEGMENT_COLOURS.length]}
          stroke="#ffffff"
        >
          <title>{`${segment.label}: ${format(segment.value)}`}</title>
        </rect>
      ))}
    </>
  );
}

const SEGMENT_COLOURS = ["#6f4ef5", "#9b82f8", "#4a2fc4", "#c9b6ff", "#2e1a8a"];

/** Lines over time (one per series), points marked; gaps where a series has no value. */
export function LineChart({
  id,
  title,
  labels,
  series,
  unit,
  tick = (label) => label.slice(5),
}: {
  id: string;
  title: string;
  labels: string[];
  series: { name: string; values: (number | null)[]; dashed?: boolean; colour: number }[];
  unit: string;
  /** The axis text of a label (default: a date's month and day). */
  tick?: (label: string) => string;
}) {
  const width = 720;
  const height = 200;
  const pad = { left: 48, right: 12, top: 10, bottom: 28 };
  const max = Math.max(1, ...series.flatMap((entry) => entry.values.filter((value): value is number => value != null)));
  const x = (index: number) =>
    pad.left + (labels.length <= 1 ? 0.5 : index / (labels.length - 1)) * (width - pad.left - pad.right);
  const y = (value: number) => pad.top + (1 - value / max) * (height - pad.top - pad.bottom);
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`} className="w-full">
        <title id={`${id}-title`}>{`${title}; the table view has the numbers`}</title>
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#5b4e6e" />
        <text x={pad.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="#241a33">
          {`${max} ${unit}`}
        </text>
        {labels.map((label, index) => (
          <text key={label} x={x(index)} y={height - 8} textAnchor="middle" fontSize="11" fill="#241a33">
            {tick(label)}
          </text>
        ))}
        {series.map((entry) => {
          const points = entry.values
            .map((value, index) => (value == null ? null : `${x(index)},${y(value)}`))
            .filter(Boolean);
          return (
            <g key={entry.name} stroke={SERIES_COLOURS[entry.colour]} fill={SERIES_COLOURS[entry.colour]}>
              <polyline
                points={points.join(" ")}
                fill="none"
                strokeWidth={2}
                strokeDasharray={entry.dashed ? "5 4" : undefined}
              />
              {entry.values.map((value, index) =>
                value == null ? null : <circle key={index} cx={x(index)} cy={y(value)} r={3} />,
              )}
            </g>
          );
        })}
      </svg>
      <Legend series={series} />
    </figure>
  );
}
