import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A score as a ring (0-100), drawn as Mantine's RingProgress draws one section with round caps: the same
 * geometry, track and colours. It is plain SVG: RingProgress wraps each of its curves in a floating tooltip
 * whose mount walks the page's scroll containers and reads their computed styles (a forced style pass per
 * ring, about 14 ms for the dashboard's, and per card in the funnel's lists), for tooltips we do not use.
 */
export function ScoreRing({
  value,
  size,
  thickness,
  color,
  label,
  'aria-label': ariaLabel,
}: {
  value: number;
  size: number;
  thickness: number;
  color: MantineColor;
  label: ReactNode;
  'aria-label'?: string;
}) {
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, value)) / 100) * circumference;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness } as const;
  return (
    <div
      {...(ariaLabel ? { role: 'img', 'aria-label': ariaLabel } : {})}
      style={{ position: 'relative', width: size, height: size, minWidth: size, minHeight: size }}
    >
      <svg width={size} height={size} style={{ transform: 'rotate(-90deg)' }} aria-hidden>
        <circle
          {...circle}
          style={{ stroke: 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-4))' }}
        />
        {filled > 0 ? (
          <circle
            {...circle}
            style={{ stroke: `var(--mantine-color-${color}-filled)` }}
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference - filled}`}
          />
        ) : null}
      </svg>
      <div
        style={{
          position: 'absolute',
          top: '50%',
          transform: 'translateY(-50%)',
          insetInline: thickness * 2,
        }}
      >
        {label}
      </div>
    </div>
  );
}
