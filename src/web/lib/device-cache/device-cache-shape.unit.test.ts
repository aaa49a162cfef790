import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type PersistedClient, shapeForDevice } from './device-cache-shape';

function keptClient(fill: (client: QueryClient) => void): PersistedClient {
  const client = new QueryClient();
  fill(client);
  return { timestamp: Date.UTC(2026, 5, 1), buster: 'test', clientState: dehydrate(client) };
}

const keys = (client: PersistedClient) => client.clientState.queries.map((q) => q.queryKey[0]);

describe('what the device keeps', () => {
  it('keeps only the first page of a long list', () => {
    const kept = shapeForDevice(
      keptClient((client) => {
        client.setQueryData(['memories', 'list'], {
          pages: [{ items: [1, 2] }, { items: [3, 4] }, { items: [5] }],
          pageParams: [null, 'c2', 'c3'],
        });
      }),
    );
    expect(kept.clientState.queries[0]?.state.data).toEqual({
      pages: [{ items: [1, 2] }],
      pageParams: [null],
    });
  });

  it('drops the least recently fetched answers over the budget, never the session', () => {
    const big = 'x'.repeat(1_000);
    const kept = shapeForDevice(
      keptClient((client) => {
        client.setQueryData(['session'], { user: { id: 'u1' } }, { updatedAt: 1_000 });
        for (const [index, root] of ['oldest', 'older', 'newer', 'newest'].entries()) {
          client.setQueryData([root], big, { updatedAt: 2_000 + index });
        }
      }),
      3_200,
    );
    expect(keys(kept)).toEqual(['session', 'newest', 'newer']);
  });

  it('keeps who is signed in, never the session token', () => {
    const kept = shapeForDevice(
      keptClient((client) => {
        client.setQueryData(['session'], {
          session: { token: 'secret-token', userId: 'u1' },
          user: { id: 'u1', name: 'Ana' },
        });
      }),
    );
    expect(kept.clientState.queries[0]?.state.data).toEqual({ user: { id: 'u1', name: 'Ana' } });
    expect(JSON.stringify(kept)).not.toContain('secret-token');
  });

  it('keeps no mutations: changes made offline have a store of their own', () => {
    const client = keptClient(() => {});
    const withMutation = {
      ...client,
      clientState: { ...client.clientState, mutations: [{}] as never },
    };
    expect(shapeForDevice(withMutation).clientState.mutations).toEqual([]);
  });
});
