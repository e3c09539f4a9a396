/**
 * Solves proof-of-work challenges off the main thread, so the page stays responsive meanwhile. altcha-lib's
 * own SHA worker imports the Node implementation; this one hashes with WebCrypto.
 */
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
