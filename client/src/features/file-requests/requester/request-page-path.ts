/** Where a request made on (or added to) this device is followed: `/request/{code}` (app/page-paths.ts). */
export function requestPagePath(code: string): string {
  return `/request/${code}`;
}
