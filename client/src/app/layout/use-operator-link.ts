import { useEffect, useState } from 'react';

/**
 * Whether the signed-in account (`email`, null when signed out) is an operator, so the navigation offers the
 * console: GET /api/me's `operator`, asked again whenever another account signs in. The console asks again
 * itself, and refuses anyone no longer listed.
 */
export function useOperatorLink(email: string | null): boolean {
  const [answer, setAnswer] = useState<{ email: string; operator: boolean } | null>(null);
  useEffect(() => {
    if (email === null) return;
    const controller = new AbortController();
    // Only a yes is news: the link is off until then (and for any other account).
    // The console's calls load only for a signed-in account: most visitors have none.
    void import('../../lib/moderation/operator-api')
      .then(({ mayUseConsole }) => mayUseConsole(controller.signal))
      .then((operator) => {
        if (operator && !controller.signal.aborted) setAnswer({ email, operator });
      });
    return () => controller.abort();
  }, [email]);
  return email !== null && answer?.email === email && answer.operator;
}
