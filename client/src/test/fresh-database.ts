import { closeAppDatabase, DATABASE_NAME } from '../lib/platform/app-database';

/** Closes the app's IndexedDB database and deletes it, so each test starts with an empty queue and list. */
export async function freshDatabase(): Promise<void> {
  await closeAppDatabase();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('The database could not be deleted.'));
  });
}
