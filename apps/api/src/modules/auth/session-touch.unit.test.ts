import { describe, expect, it } from 'vitest';
import { claimSessionTouch } from './auth.viewer';

const minute = 60_000;

describe('claimSessionTouch', () => {
  it('leaves a session seen within the minute alone', () => {
    const now = Date.now();
    expect(claimSessionTouch({ id: 'fresh', lastSeenAt: new Date(now - 10_000) }, now)).toBe(false);
  });

  it('lets one request of a burst write last_seen_at, then the next one a minute later', () => {
    const now = Date.now();
    const session = { id: 'burst', lastSeenAt: new Date(now - 2 * minute) };
    // Fifty requests read the same stale mark at once: one write, not fifty.
    const claims = Array.from({ length: 50 }, (_, i) => claimSessionTouch(session, now + i));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(claims[0]).toBe(true);
    // Still stale in the database a minute later (the write failed or went elsewhere): written again.
    expect(claimSessionTouch(session, now + minute + 1)).toBe(true);
  });

  it('keeps sessions apart', () => {
    const now = Date.now();
    const stale = new Date(now - 5 * minute);
    expect(claimSessionTouch({ id: 'a', lastSeenAt: stale }, now)).toBe(true);
    expect(claimSessionTouch({ id: 'b', lastSeenAt: stale }, now)).toBe(true);
    expect(claimSessionTouch({ id: 'a', lastSeenAt: stale }, now)).toBe(false);
  });
});
