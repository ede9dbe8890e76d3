import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, DIMMED, DIMMED_ON_TINT, readableOn, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light as Record<string, string>;

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour until it reads on each background', () => {
    const color = readableOn('#ff8800', ['#ffffff', '#fff3e0']);
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color, '#fff3e0')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#000000', ['#ffffff'])).toBe('#000000');
  });

  it('gives dimmed text 4.5:1 on white and the light grey surfaces', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED);
    for (const background of ['#ffffff', '#f8f9fa', '#f1f3f5', '#fffbeb'])
      expect(contrastRatio(DIMMED, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a field’s error message 4.5:1 on white and the light grey surfaces', () => {
    expect(contrastRatio(DEFAULT_THEME.colors.red[6], '#ffffff')).toBeLessThan(4.5);
    for (const background of ['#ffffff', '#f8f9fa', '#f1f3f5'])
      expect(contrastRatio(light['--mantine-color-error']!, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives dimmed text 4.5:1 inside alerts, on the tint of every colour', () => {
    const alert = merged.components.Alert?.styles as { root: Record<string, string> } | undefined;
    expect(alert?.root['--mantine-color-dimmed']).toBe(DIMMED_ON_TINT);
    for (const [name, shades] of Object.entries(merged.colors)) {
      if (name === 'dark') continue;
      expect(contrastRatio(DIMMED_ON_TINT, shades[1]), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(DIMMED_ON_TINT, shades[2]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('makes every colour readable as text, outline and light variant (badges, avatar initials)', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      if (name === 'dark') continue;
      expect(contrastRatio(light[`--mantine-color-${name}-text`]!, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light[`--mantine-color-${name}-outline`]!, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks black or white text on filled colours where both reach 4.5:1 at worst', () => {
    expect(merged.autoContrast).toBe(true);
    const threshold = merged.luminanceThreshold;
    // At the threshold luminance L, white reads at 1.05/(L+0.05) and black at (L+0.05)/0.05.
    expect(1.05 / (threshold + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect((threshold + 0.05) / 0.05).toBeGreaterThanOrEqual(4.5);
  });
});
