import { afterAll, beforeAll } from 'vitest';

/** A value, or a function computing it when the `beforeAll` runs (from a resource made before). */
export type Deferred<T> = T | (() => T);

export const resolveDeferred = <T>(value: Deferred<T>): T =>
  typeof value === 'function' ? (value as () => T)() : value;

/**
 * Makes a resource in a `beforeAll` and closes it in the matching `afterAll`, both registered
 * where this is called (a test file's top level, or a `describe` body), and returns a stand-in
 * whose properties are the resource's once its `beforeAll` ran. Reading one earlier (at a file's
 * or a describe's top level) or after the `afterAll` throws, naming `name`.
 *
 * Hooks run in order of registration (`afterAll` in reverse), so a second resource, or a
 * `beforeAll` written below, can use one made above it.
 */
export function setupResource<T extends { close: () => Promise<void> }>(
  name: string,
  create: () => Promise<T>,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await create();
  });
  afterAll(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });
  const resource = (): T => {
    if (current) return current;
    throw new Error(
      `${name} is used outside its beforeAll/afterAll: read it inside a test or a hook, not at the top level of a file or a describe body`,
    );
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(resource(), key),
    has: (_target, key) => Reflect.has(resource(), key),
    ownKeys: () => Reflect.ownKeys(resource()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(resource(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
