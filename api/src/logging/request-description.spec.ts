import type { Request, Response } from 'express';
import { redactedPath, routeOf, summarise, UNMATCHED_ROUTE } from './request-description.js';

const LINK = '4821-q8Xk0vY3m9TfR2cLw7hN1A';

function requestTo(url: string, route?: string): Request {
  return { method: 'GET', originalUrl: url, url, ip: '203.0.113.9', route: route && { path: route } } as Request;
}

describe(routeOf.name, () => {
  it("is the matched route's pattern", () => {
    expect(routeOf(requestTo(`/api/folders/${LINK}/files/3`, '/api/folders/:link/files/:id'))).toBe(
      '/api/folders/:link/files/:id',
    );
  });

  it("is UNMATCHED_ROUTE without a route, or for Nest's not-found wildcard", () => {
    expect(routeOf(requestTo('/assets/index.js'))).toBe(UNMATCHED_ROUTE);
    expect(routeOf(requestTo(`/api/${LINK}`, '*path'))).toBe(UNMATCHED_ROUTE);
  });
});

describe(redactedPath.name, () => {
  it('drops the query and hides every segment that is not a short lowercase word', () => {
    expect(redactedPath(`/api/folders/${LINK}/nothing?grant=123.abc#top`)).toBe('/api/folders/*/nothing');
    expect(redactedPath(`/s/${LINK}`)).toBe('/s/*');
    expect(redactedPath('/api/folders/q8xk0vy3m9tfr2clw7hn1a/zip')).toBe('/api/folders/*/zip');
    expect(redactedPath('/api/resumable-uploads/')).toBe('/api/resumable-uploads/');
  });
});

describe(summarise.name, () => {
  it('keeps method, route, status, duration and address, and the path only of an unmatched request', () => {
    const response = { statusCode: 206 } as Response;
    expect(
      summarise(requestTo(`/api/folders/${LINK}/files/3?grant=x`, '/api/folders/:link/files/:id'), response, 12),
    ).toEqual({
      method: 'GET',
      route: '/api/folders/:link/files/:id',
      status: 206,
      durationMs: 12,
      ip: '203.0.113.9',
    });
    expect(summarise(requestTo(`/s/${LINK}/extra`), { statusCode: 404 } as Response, 1)).toMatchObject({
      route: UNMATCHED_ROUTE,
      path: '/s/*/extra',
    });
  });
});
