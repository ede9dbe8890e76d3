import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';
import type { PrefetchedAnswer } from './apollo-loader';
import { prefetchKey } from './prefetch-key';

// The tasks the link waits for, released one at a time by the test.
const gates: (() => void)[] = [];
vi.mock('./next-task', () => ({
  nextTask: () => new Promise<void>((resolve) => gates.push(resolve)),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.orbitePrefetched;
  gates.length = 0;
});

describe('the prefetched answers of a page', () => {
  it('are handed over one per task, not all in the task that subscribed to them', async () => {
    const first = gql`
      query First {
        myMatches {
          id
        }
      }
    `;
    const second = gql`
      query Second {
        myWorkLogs {
          id
        }
      }
    `;
    const answer = (field: string, id: string) =>
      Promise.resolve<PrefetchedAnswer>({ status: 200, body: { data: { [field]: [{ __typename: 'X', id }] } } });
    window.orbitePrefetched = new Map([
      [prefetchKey('First', {}), answer('myMatches', '1')],
      [prefetchKey('Second', {}), answer('myWorkLogs', '2')],
    ]);
    const client = createApolloClient();
    const received: string[] = [];
    for (const [query, name] of [
      [first, 'First'],
      [second, 'Second'],
    ] as const)
      client.watchQuery({ query, fetchPolicy: 'network-only' }).subscribe((result) => {
        if (result.data) received.push(name);
      });
    await settle();
    // Both answers are there, neither is stored yet: each waits for a task of its own.
    expect(received).toEqual([]);
    expect(gates).toHaveLength(2);
    gates[0]?.();
    await settle();
    expect(received).toEqual(['First']);
    gates[1]?.();
    await settle();
    expect(received).toEqual(['First', 'Second']);
  });
});
