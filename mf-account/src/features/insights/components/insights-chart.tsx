import { useEffect, useRef, useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatDay } from '@valley/shared/time';
import styles from './insights-tab.module.css';

export interface ChartLine {
  label: string;
  color: string;
  values: number[];
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 40 };

/**
 * Daily figures as lines (visx, decision 046). Loaded only on the Insights tab; the same numbers are in the table beside it, which is
 * what screen readers get (the drawing is hidden from them).
 */
export default function InsightsChart({ days, lines }: { days: string[]; lines: ChartLine[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint({ domain: days, range: [0, innerWidth] });
  const most = Math.max(1, ...lines.flatMap((line) => line.values));
  const y = scaleLinear({ domain: [0, most], range: [innerHeight, 0], nice: true });
  const ticks = Math.min(days.length, width < 480 ? 3 : 6);
  const tickDays = days.filter((_, index) => index % Math.ceil(days.length / ticks) === 0);

  return (
    <div className={styles.chart}>
      <ul className={styles.legend} aria-hidden="true">
        {lines.map((line) => (
          <li key={line.label}>
            <span className={styles.swatch} style={{ background: line.color }} />
            {line.label}
          </li>
        ))}
      </ul>
      <div ref={frame} aria-hidden="true">
        {width > 0 ? (
          <svg width={width} height={HEIGHT} role="presentation">
            <Group left={MARGIN.left} top={MARGIN.top}>
              {lines.map((line) => (
                <LinePath
                  key={line.label}
                  data={line.values}
                  x={(_, index) => x(days[index] ?? '') ?? 0}
                  y={(value) => y(value)}
                  stroke={line.color}
                  strokeWidth={2}
                />
              ))}
              <AxisLeft scale={y} numTicks={4} tickLabelProps={{ fontSize: 11, fill: 'currentColor' }} stroke="currentColor" tickStroke="currentColor" />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={tickDays}
                tickFormat={(day) => formatDay(String(day), 'monthDay')}
                tickLabelProps={{ fontSize: 11, fill: 'currentColor' }}
                stroke="currentColor"
                tickStroke="currentColor"
              />
            </Group>
          </svg>
        ) : null}
      </div>
    </div>
  );
}
