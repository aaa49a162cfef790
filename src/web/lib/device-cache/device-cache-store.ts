import type { UseStore } from 'idb-keyval';
import { forgetLastScreens } from '../last-screen/last-screen';

/** The IndexedDB database of the device cache (docs/BOOT.md, "What is kept on the device"). */
export const DEVICE_CACHE_DATABASE = 'juntos-cache';
const STORE = 'entries';

let opening: Promise<IDBDatabase> | null = null;

/**
 * One connection, closed as soon as anyone asks to delete the database: a sign-out's
 * `deleteDatabase` must not wait for this tab (or another) to let go of it.
 */
function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DEVICE_CACHE_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      db.onclose = () => {
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('The device cache is being deleted'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** idb-keyval's store interface over that connection (as its own createStore, but closable). */
export const deviceCacheStore: UseStore = (txMode, callback) =>
  openDatabase().then((db) => callback(db.transaction(STORE, txMode).objectStore(STORE)));

/** Deletes a database by name; resolves when it is gone (or could not be). Never throws. */
export function deleteDatabase(name: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = () => resolve();
    // Another connection does not let go (an old tab): the deletion happens when it closes.
    request.onblocked = () => resolve();
  });
}

/** Everything kept of anyone's data in the device cache goes, the last screens' pictures too. */
export function forgetDeviceCache(): Promise<void> {
  if (opening)
    void opening.then(
      (db) => db.close(),
      () => {},
    );
  opening = null;
  return Promise.all([deleteDatabase(DEVICE_CACHE_DATABASE), forgetLastScreens()]).then(() => {});
}
