import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY } from '../features/session/me-query';
import { createApolloClient } from './apollo';

const me = {
  __typename: 'User',
  id: '1',
  email: 'freelance@demo.fr',
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
