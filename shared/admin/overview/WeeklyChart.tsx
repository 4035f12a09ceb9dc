/**
 * Requests per week, one stacked bar per week, drawn in plain SVG at the width it is given (text
 * keeps its size on a phone). Time runs in the reading direction: left to right, or right to left
 * in Arabic, where the bars' order is mirrored but never the text. Screen readers get the same
 * numbers as a table; the drawing itself is hidden from them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format.ts';
import { directionOf } from '../../i18n/languages.ts';
import { REQUEST_KINDS, type RequestKind } from '../../domain/pipeline.ts';
import type { OverviewWeek } from '../../api/inbox.ts';
import { countTicks } from './overview-data.ts';

/** One colour per kind, the same in the bars and the legend (Tailwind theme colours). */
export const KIND_COLOURS: Record<RequestKind, { fill: string; swatch: string }> = {
  lead: { fill: 'fill-brand-600', swatch: 'bg-brand-600' },
  'company-lead': { fill: 'fill-accent-500', swatch: 'bg-accent-500' },
  candidature: { fill: 'fill-teal-600', swatch: 'bg-teal-600' },
};

const HEIGHT = 240;
const TOP = 20;
const BOTTOM = 28;
/** Room for the count labels on the axis side, and a margin on the other side. */
const AXIS = 36;
const EDGE = 8;
/** The least room a week's date label needs; narrower weeks label every second or third week. */
const LABEL_ROOM = 58;

const weekDate = (start: string) => `${start}T00:00:00Z`;

/** The width the chart has on screen; a guess until it is known (and where nothing measures). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function WeeklyChart({ weeks }: { weeks: OverviewWeek[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rtl = directionOf(language) === 'rtl';
  const { ref, width } = useWidth();
  const captionId = useId();

  const totals = weeks.map((week) => REQUEST_KINDS.reduce((sum, kind) => sum + (week[kind] ?? 0), 0));
  const ticks = countTicks(Math.max(0, ...totals));
  const top = ticks.at(-1)!;

  const plotStart = rtl ? EDGE : AXIS;
  const plotWidth = Math.max(120, width - AXIS - EDGE);
  const plotBottom = HEIGHT - BOTTOM;
  const plotHeight = plotBottom - TOP;
  const band = plotWidth / Math.max(1, weeks.length);
  const barWidth = Math.min(40, band * 0.62);
  const labelEvery = Math.max(1, Math.ceil(LABEL_ROOM / band));
  const y = (count: number) => plotBottom - (count / top) * plotHeight;
  /** The left edge of week `index`'s band: the oldest week at the start of the reading direction. */
  const bandStart = (index: number) => plotStart + (rtl ? weeks.length - 1 - index : index) * band;

  const shortDate = (start: string) =>
    formatDate(weekDate(start), language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const longDate = (start: string) =>
    formatDate(weekDate(start), language, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
  const kindName = (kind: RequestKind) => t(`admin_overview.kinds.${kind}`);

  return (
    <figure className="m-0" aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-sm text-slate-600">
        {t('admin_overview.weeks.caption')}
      </figcaption>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {REQUEST_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${KIND_COLOURS[kind].swatch}`} />
            {kindName(kind)}
          </li>
        ))}
      </ul>
      <div ref={ref} className="mt-3 w-full">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          className="block max-w-full overflow-visible text-slate-500"
          data-testid="weekly-chart"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={plotStart}
                x2={plotStart + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
                strokeWidth={1}
              />
              {/* Numbers read left to right in every language; their side follows the page's. */}
              <text
                x={rtl ? plotStart + plotWidth + 6 : plotStart - 6}
                y={y(tick)}
                dy="0.32em"
                direction="ltr"
                textAnchor={rtl ? 'start' : 'end'}
                className="fill-current text-[11px] tabular-nums"
              >
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const x = bandStart(index) + (band - barWidth) / 2;
            let base = 0;
            const showLabel = (weeks.length - 1 - index) % labelEvery === 0;
            return (
              <g key={week.start} data-week={week.start} data-x={Math.round(x)}>
                {REQUEST_KINDS.map((kind) => {
                  const count = week[kind] ?? 0;
                  if (count <= 0) return null;
                  const from = base;
                  base += count;
                  return (
                    <rect
                      key={kind}
                      x={x}
                      width={barWidth}
                      y={y(base)}
                      height={y(from) - y(base)}
                      className={`${KIND_COLOURS[kind].fill} stroke-white`}
                      strokeWidth={1}
                    >
                      <title>
                        {t('admin_overview.weeks.bar', {
                          date: longDate(week.start),
                          kind: kindName(kind),
                          count,
                        })}
                      </title>
                    </rect>
                  );
                })}
                {totals[index]! > 0 && band >= 22 && (
                  <text
                    x={x + barWidth / 2}
                    y={y(totals[index]!) - 5}
                    textAnchor="middle"
                    className="fill-slate-700 text-[11px] font-semibold tabular-nums"
                  >
                    {totals[index]}
                  </text>
                )}
                {showLabel && (
                  <text
                    x={bandStart(index) + band / 2}
                    y={plotBottom + 18}
                    textAnchor="middle"
                    className="fill-current text-[11px]"
                  >
                    {shortDate(week.start)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      {/* Hidden by its box: a table keeps its content's width whatever width it is given. */}
      <div className="sr-only">
        <table>
          <caption>{t('admin_overview.weeks.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin_overview.weeks.week')}</th>
              {REQUEST_KINDS.map((kind) => (
                <th key={kind} scope="col">
                  {kindName(kind)}
                </th>
              ))}
              <th scope="col">{t('admin_overview.weeks.total')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.start}>
                <th scope="row">{longDate(week.start)}</th>
                {REQUEST_KINDS.map((kind) => (
                  <td key={kind}>{week[kind] ?? 0}</td>
                ))}
                <td>{totals[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
