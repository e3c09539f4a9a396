import { allocateFolderCode } from '../folders/codes/folder-code.js';

/**
 * Gives a new request a free code: `claim` stores it under a code (null when another holds it), `heldCodes` lists
 * the codes held. The one place that decides which code space requests draw from.
 */
export async function allocateRequestCode<T>(
  claim: (code: string) => Promise<T | null>,
  heldCodes: () => Promise<ReadonlySet<string>>,
): Promise<T | null> {
  return allocateFolderCode<T>({
    claim: async (code) => {
      const value = await claim(code);
      return value === null ? { claimed: false as const } : { claimed: true as const, value };
    },
    heldCodes,
  });
}
