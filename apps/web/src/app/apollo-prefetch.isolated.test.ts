import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY } from '../features/session/me-query';
import { createApolloClient } from './apollo';
import { PREFETCH_VALID_MS, type PrefetchedAnswer } from './apollo-loader';
import { prefetchKey } from './prefetch-key';

const me = {
  __typename: 'User',
  id: '1',
  email: 'freelance@demo.fr',
  emailConfirmed: true,
  firstName: 'Julien',
  lastName: 'B',
  fullName: 'Julien B',
  role: 'freelancer',
  permissions: { showProfile: true },
  profilePictureUrl: null,
  locale: 'fr',
  unreadChatMessagesCount: 0,
  impersonating: null,
  freelance: { __typename: 'Freelance', id: '2', status: 'validated', referralCode: null, publicId: 'p' },
  corporate: null,
  teamMember: null,
};

/** The server's answers to the requests Apollo sends itself, counted by operation. */
function stubNetwork() {
  const operations: string[] = [];
  const fetchMock = vi.fn(async (_url: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
    operations.push(body.operationName ?? '');
    return new Response(JSON.stringify({ data: { me: { ...me, firstName: 'Depuis le réseau' } } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return operations;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.orbitePrefetchedMe;
});

describe('the me request started by the boot script', () => {
  it('is the answer of the first me query: one me request in all', async () => {
    const operations = stubNetwork();
    window.orbitePrefetchedMe = Promise.resolve({ status: 200, body: { data: { me } } });
    const client = createApolloClient();
    const first = await client.query({ query: ME_QUERY, fetchPolicy: 'network-only' });
    expect(first.data?.me?.firstName).toBe('Julien');
    expect(operations).toEqual([]);
    expect(window.orbitePrefetchedMe).toBeUndefined();
    // It is taken once: the next me query goes to the network.
    const second = await client.query({ query: ME_QUERY, fetchPolicy: 'network-only' });
    expect(second.data?.me?.firstName).toBe('Depuis le réseau');
    expect(operations).toEqual(['Me']);
  });

  it('is asked again through the usual links when it failed or answered errors', async () => {
    for (const answer of [null, { status: 200, body: { errors: [{ message: 'PersistedQueryNotFound' }] } }]) {
      const operations = stubNetwork();
      window.orbitePrefetchedMe = Promise.resolve(answer);
      const result = await createApolloClient().query({ query: ME_QUERY, fetchPolicy: 'network-only' });
      expect(result.data?.me?.firstName).toBe('Depuis le réseau');
      expect(operations.filter((name) => name === 'Me')).toHaveLength(1);
    }
  });

  it('is not taken by other operations', async () => {
    const operations = stubNetwork();
    window.orbitePrefetchedMe = Promise.resolve({ status: 200, body: { data: { me } } });
    const other = gql`
      query MeAgain {
        me {
          id
          firstName
        }
      }
    `;
    const result = await createApolloClient().query({ query: other, fetchPolicy: 'network-only' });
    expect((result.data as { me?: { firstName?: string } } | undefined)?.me?.firstName).toBe('Depuis le réseau');
    expect(operations).toEqual(['MeAgain']);
    expect(window.orbitePrefetchedMe).toBeDefined();
  });
});

describe('the first queries of the page started by the boot script', () => {
  const matchesQuery = gql`
    query MyMatches {
      myMatches {
        id
      }
    }
  `;
  const prefetchedMatches = () =>
    Promise.resolve({ status: 200, body: { data: { myMatches: [{ __typename: 'Match', id: '7' }] } } });

  afterEach(() => {
    delete window.orbitePrefetched;
  });

  it('answer their query once, with the same variables in any order', async () => {
    const operations = stubNetwork();
    const search = gql`
      query Missions($limit: Int, $offset: Int) {
        missions(limit: $limit, offset: $offset) {
          id
        }
      }
    `;
    window.orbitePrefetched = new Map<string, Promise<PrefetchedAnswer | null>>([
      [prefetchKey('MyMatches', {}), prefetchedMatches()],
      [
        prefetchKey('Missions', { offset: 0, limit: 25 }),
        Promise.resolve({ status: 200, body: { data: { missions: [{ __typename: 'Mission', id: '3' }] } } }),
      ],
    ]);
    const client = createApolloClient();
    const first = await client.query({ query: matchesQuery, fetchPolicy: 'network-only' });
    expect((first.data as { myMatches: { id: string }[] }).myMatches[0]?.id).toBe('7');
    const list = await client.query({
      query: search,
      variables: { limit: 25, offset: 0 },
      fetchPolicy: 'network-only',
    });
    expect((list.data as { missions: { id: string }[] }).missions[0]?.id).toBe('3');
    expect(operations).toEqual([]);
    // Taken once: asked again, the query goes to the network.
    await client.query({ query: matchesQuery, fetchPolicy: 'network-only' });
    expect(operations).toEqual(['MyMatches']);
  });

  it('are not taken by other variables, by a mutation, nor once the page is 20 seconds old', async () => {
    const operations = stubNetwork();
    const client = createApolloClient();
    const byId = gql`
      query FreelanceOverview($id: ID!) {
        freelance(id: $id) {
          id
        }
      }
    `;
    window.orbitePrefetched = new Map([[prefetchKey('FreelanceOverview', { id: '1' }), prefetchedMatches()]]);
    await client.query({ query: byId, variables: { id: '2' }, fetchPolicy: 'network-only' });
    expect(operations).toEqual(['FreelanceOverview']);

    const mutation = gql`
      mutation MyMatches {
        touch
      }
    `;
    window.orbitePrefetched = new Map([[prefetchKey('MyMatches', {}), prefetchedMatches()]]);
    await client.mutate({ mutation }).catch(() => undefined);
    expect(operations).toEqual(['FreelanceOverview', 'MyMatches']);
    expect(window.orbitePrefetched.size).toBe(1);

    vi.spyOn(performance, 'now').mockReturnValue(PREFETCH_VALID_MS + 1);
    await client.query({ query: matchesQuery, fetchPolicy: 'network-only' });
    expect(operations).toEqual(['FreelanceOverview', 'MyMatches', 'MyMatches']);
    expect(window.orbitePrefetched).toBeUndefined();
    vi.restoreAllMocks();
  });
});
