const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "Remember me": the cookie persists (Max-Age) and the server keeps the session as long. */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;

/**
 * Without "Remember me" the cookie lasts for the browser session, but browsers that restore tabs keep such
 * cookies for days; the server ends the session after 12 hours whatever the browser does.
 */
const BROWSER_SESSION_MS = 12 * HOUR_MS;

export function sessionExpiresAt(remember: boolean, now: Date): Date {
  return new Date(now.getTime() + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
}
