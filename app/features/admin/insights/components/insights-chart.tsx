import type { ChartDay } from "~/features/insights/report";

export interface InsightsChartProps {
  days: readonly ChartDay[];
  labels: { views: string; visitors: string; description: string };
  /** Formats a day for the axis. */
  dayLabel: (day: string) => string;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 44, right: 8, top: 12, bottom: 28 };

/** A round top for the axis: 1, 2, 5 × 10ⁿ at or above `max`. */
function axisTop(max: number): number {
  if (max <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * magnitude).find((top) => top >= max) ?? max;
}

/**
 * The last 90 days as a picture, rendered on the server as SVG (no chart library, no script): a bar per day for the
 * page views, a line for the visitors. The figures are in the tables below it; the picture describes itself for
 * screen readers.
 */
export function InsightsChart({ days, labels, dayLabel }: InsightsChartProps) {
  const top = axisTop(Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors))));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, days.length);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const x = (index: number) => PAD.left + index * step;
  const line = days.map((day, index) => `${(x(index) + step / 2).toFixed(1)},${y(day.visitors).toFixed(1)}`).join(" ");
  const ticks = [0, top / 2, top];
  const labelled = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={labels.description}
        className="h-auto w-full max-w-3xl rounded-lg border bg-card"
        data-testid="insights-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {days.map((day, index) =>
          day.views > 0 ? (
            <rect
              key={day.day}
              x={x(index) + step * 0.15}
              y={y(day.views)}
              width={step * 0.7}
              height={PAD.top + plotHeight - y(day.views)}
              className="fill-primary"
              fillOpacity={0.55}
            >
              <title>{`${dayLabel(day.day)}: ${day.views} ${labels.views}, ${day.visitors} ${labels.visitors}`}</title>
            </rect>
          ) : null,
        )}
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth={1.5} />
        {labelled.map((index) => (
          <text
            key={index}
            x={x(index) + step / 2}
            y={HEIGHT - 8}
            fontSize={11}
            fill="currentColor"
            textAnchor={index === 0 ? "start" : index === days.length - 1 ? "end" : "middle"}
          >
            {dayLabel(days[index]!.day)}
          </text>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary opacity-55" />
          {labels.views}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-current" />
          {labels.visitors}
        </span>
      </figcaption>
    </figure>
  );
}
