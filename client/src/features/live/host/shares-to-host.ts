import { listRecentShares, servableObjectsOf } from '../../send';
import { hostedSharesOf } from './hosted-shares';

/** Whether this device has shares to host (hosted-shares.ts): the recent shares it keeps, read from its storage. */
export async function hasSharesToHost(): Promise<boolean> {
  return hostedSharesOf(await listRecentShares(), servableObjectsOf).length > 0;
}
