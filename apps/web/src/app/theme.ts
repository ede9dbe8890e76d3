import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS, THEME_COLORS } from '@orbite/domain/constants';

function mix(hex: string, target: number, weight: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * weight));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Ten shades around a brand colour, the colour itself at index 6 (Mantine's default primary shade). */
export function shadesOf(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.34, 0.18].map((weight) => mix(hex, 255, weight));
  const darker = [0.15, 0.3, 0.45].map((weight) => mix(hex, 0, weight));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
}

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'orbite',
  primaryShade: 6,
  colors: {
    orbite: shadesOf(THEME_COLORS.primary),
    accent: shadesOf(THEME_COLORS.accent),
    success: shadesOf(THEME_COLORS.success),
    danger: shadesOf(THEME_COLORS.error),
    warning: shadesOf(THEME_COLORS.warning),
  },
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.lg),
  },
  fontFamily: 'Inter, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});
