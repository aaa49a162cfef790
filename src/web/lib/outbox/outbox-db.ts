import type { OutboxEntry } from './outbox-entry';

/** The outbox's IndexedDB database (docs/BOOT.md); signing out deletes it by this name. */
export const OUTBOX_DATABASE = 'juntos-outbox';
const STORE = 'entries';

let connection: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => {
      const db = request.result;
      // Signing out deletes the database: let it go at once instead of blocking the deletion,
      // and open (and create) it again on the next write.
      db.onversionchange = () => {
        db.close();
        connection = null;
      };
      db.onclose = () => {
        connection = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      connection = null;
      reject(request.error);
    };
  });
  return connection;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    // Resolved once written for good, not when the request alone succeeds.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** One account's changes, oldest first. */
export async function readEntries(userId: string): Promise<OutboxEntry[]> {
  const all = (await run('readonly', (store) => store.getAll())) as OutboxEntry[];
  return all.filter((entry) => entry.userId === userId).sort((a, b) => a.order - b.order);
}

export const saveEntry = (entry: OutboxEntry) =>
  run('readwrite', (store) => store.put(entry)).then(() => undefined);

export const deleteEntry = (key: string) =>
  run('readwrite', (store) => store.delete(key)).then(() => undefined);
