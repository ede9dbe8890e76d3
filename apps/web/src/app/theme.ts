import { type CSSVariablesResolver, createTheme, Loader, type MantineColorsTuple } from '@mantine/core';
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

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
const READABLE = 4.5;

/** `hex`, darkened step by step until it reads at 4.5:1 on each background. */
export function readableOn(hex: string, backgrounds: readonly string[]): string {
  let color = hex;
  for (let weight = 0.1; backgrounds.some((background) => contrastRatio(color, background) < READABLE); weight += 0.1)
    color = mix(hex, 0, Math.min(weight, 1));
  return color;
}

/** Secondary text (`c="dimmed"`): Mantine's gray 6 reads at 3.3:1 on white; this one at 4.5:1 up to gray 2. */
export const DIMMED = '#656b71';
/** Secondary text inside an alert, on its tint of any colour (the dimmed grey reads at 3.9:1 on the blue one). */
export const DIMMED_ON_TINT = '#454a50';

/**
 * Colours that reach WCAG AA (4.5:1) in the light scheme, whatever the component: text in a colour
 * (`c="red"`, outline variants) on white and the light surfaces, and the light variants' text (badges,
 * avatar initials, alerts) on their tinted background. Filled variants pick black or white text by
 * luminance (`autoContrast`, threshold 0.179: the point where both reach 4.58:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  // Placeholders too (Mantine's gray 5, 2.1:1): pickers draw theirs as text (« Tous les mois »).
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': DIMMED,
    // A field's error message and border (Mantine's red 6, 3.3:1 on white): the message is what says what to fix.
    '--mantine-color-error': readableOn(resolved.colors.red[6], ['#ffffff', '#f8f9fa', '#f1f3f5']),
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark' || !shades?.[9]?.startsWith('#')) continue;
    const text = readableOn(shades[6], ['#ffffff', '#f8f9fa', '#f1f3f5']);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2], '#ffffff']);
  }
  return { variables: {}, light, dark: {} };
};

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
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    // A loader is announced as a status: its aria-label is not allowed on a span without a role.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // A plain object: `Alert.extend` would bring the component into the sign-in page's entry.
    Alert: { styles: { root: { '--mantine-color-dimmed': DIMMED_ON_TINT } } },
    // Badges in sentence case, like the rest of the text: French capitals lose their accents' legibility, and a
    // status in capitals is a third wider in a table's column (docs/decisions.md).
    Badge: { defaultProps: { tt: 'none' } },
  },
});
