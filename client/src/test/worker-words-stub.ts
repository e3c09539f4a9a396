import { join } from 'node:path';
import { workerWords } from '../../build/worker-words';

/** Jest's `virtual:worker-words` (client/build/worker-words.ts in a build): the same texts, from the catalogues. */
export const WORKER_WORDS = workerWords(join(__dirname, '../../locales'));
