import { Group, Text } from '@mantine/core';

/** The product mark: a planet and its orbit, with the name. */
export function Logo({ name, size = 28, inverted = false }: { name: string; size?: number; inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill={inverted ? '#fff' : '#0044FF'} />
        <ellipse
          cx="32"
          cy="32"
          rx="26"
          ry="9"
          fill="none"
          stroke="#FFCC00"
          strokeWidth="4"
          transform="rotate(-25 32 32)"
        />
        <circle cx="32" cy="32" r="10" fill={inverted ? '#0044FF' : '#fff'} />
      </svg>
      <Text fw={800} size="xl" c={inverted ? 'white' : 'orbite.7'} style={{ letterSpacing: '-0.02em' }}>
        {name}
      </Text>
    </Group>
  );
}
