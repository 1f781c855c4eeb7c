import type { AdminLogDaily } from '@acorduri/contracts';
import { formatDate, LOCALE, visuallyHidden } from '@acorduri/ui-kit';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { LOG_MESSAGES as T } from '../../messages';

type Day = AdminLogDaily['days'][number];

// The SVG scales to its container; these are the drawing's own units.
const WIDTH = 720;
const HEIGHT = 180;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 40 };
const MAX_DAY_LABELS = 10;

// Days are calendar dates (YYYY-MM-DD): read and shown in UTC so no time zone shifts them by one.
const asUtc = (date: string) => `${date}T00:00:00Z`;
const longDay = (date: string) => formatDate(asUtc(date), { timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const HiddenData = styled.div`
  ${visuallyHidden}
`;

/** What the chart shows, in one sentence: its range, its total and its busiest day. */
export function dailySummary(days: readonly Day[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce((best, day) => (day.count > best.count ? day : best), first);
  return T.chartSummary(longDay(first.date), longDay(last.date), total, longDay(peak.date), peak.count);
}

/**
 * Events per day as bars (admin issue #14: a wave of failed sign-ins is seen at a glance). The figure's caption
 * says the same in words, and a visually hidden table lists every day for screen readers.
 */
export default function LogDailyChart({ days }: { readonly days: readonly Day[] }) {
  const theme = useTheme();
  const captionId = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const dates = days.map((day) => day.date);
  const x = scaleBand<string>({ domain: dates, range: [0, innerWidth], padding: 0.2 });
  const maxCount = Math.max(1, ...days.map((day) => day.count));
  const y = scaleLinear<number>({ domain: [0, maxCount], range: [innerHeight, 0], nice: true });
  const labelEvery = Math.ceil(dates.length / MAX_DAY_LABELS);
  const tickDates = dates.filter((_, index) => index % labelEvery === 0);
  const tickLabel = { fill: theme.colors.textMuted, fontSize: 11, textAnchor: 'middle' as const };

  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={captionId}>
        <title>{T.chartTitle}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {days.map((day) => {
            const barHeight = innerHeight - (y(day.count) ?? innerHeight);
            return (
              <Bar
                key={day.date}
                data-testid="log-chart-bar"
                x={x(day.date) ?? 0}
                y={innerHeight - barHeight}
                width={x.bandwidth()}
                height={barHeight}
                fill={theme.colors.primary}
              >
                <title>{T.chartBar(longDay(day.date), day.count)}</title>
              </Bar>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => String(value)}
            stroke={theme.colors.border}
            tickStroke={theme.colors.border}
            tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={tickDates}
            tickFormat={(date) => shortDay.format(new Date(asUtc(date)))}
            stroke={theme.colors.border}
            tickStroke={theme.colors.border}
            tickLabelProps={tickLabel}
          />
        </Group>
      </svg>
      <figcaption id={captionId}>
        {T.chartTitle}. {dailySummary(days)}
      </figcaption>
      <HiddenData>
        <table>
          <caption>{T.chartData}</caption>
          <thead>
            <tr>
              <th scope="col">{T.chartDay}</th>
              <th scope="col">{T.chartCount}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{longDay(day.date)}</td>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HiddenData>
    </Figure>
  );
}
