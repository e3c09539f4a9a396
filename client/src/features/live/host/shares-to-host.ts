import { listRecentShares, servableObjectsOf } from '../../send';
import { hostedSharesOf } from './hosted-shares';
import { hasRequestsToHost } from './requests-to-host';

/** Whether this device has shares to host (hosted-shares.ts): the recent shares it keeps, read from its storage. */
async function hasSharesToHost(): Promise<boolean> {
  return hostedSharesOf(await listRecentShares(), servableObjectsOf).length > 0;
}

/** Whether this device has shares or open file requests to host. */
export async function hasSomethingToHost(): Promise<boolean> {
  const [shares, requests] = await Promise.all([
    hasSharesToHost().catch(() => false),
    hasRequestsToHost().catch(() => false),
  ]);
  return shares || requests;
}
