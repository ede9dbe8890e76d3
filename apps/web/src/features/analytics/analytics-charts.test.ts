import { describe, expect, it } from 'vitest';
import { roomAbove } from './analytics-charts';

describe('the missions chart’s axis', () => {
  it('leaves room above the highest bar, up to a round number', () => {
    expect(roomAbove(16)).toBe(20);
    expect(roomAbove(4)).toBe(5);
    expect(roomAbove(9)).toBe(10);
    expect(roomAbove(20)).toBe(25);
    expect(roomAbove(0)).toBe(1);
  });
});
