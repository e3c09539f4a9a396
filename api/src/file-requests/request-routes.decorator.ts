import { applyDecorators, UseFilters } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RequestLookupFilter } from './request-lookup.filter.js';

/** The `/api/file-requests` routes: tagged, documented failures, and failed lookups counted per client. */
export function RequestRoutes(): ClassDecorator {
  return applyDecorators(
    ApiTags('file requests'),
    ApiNotFoundResponse({ description: 'No file request has this link, or this code and requester key' }),
    ApiForbiddenResponse({
      description: 'Wrong requester key or upload token (counted against RATE_LOOKUP_FAIL_PER_15MIN), or another site',
    }),
    ApiTooManyRequestsResponse({ description: 'Too many requests, or too many failed lookups, from this client' }),
    UseFilters(RequestLookupFilter),
  );
}

export const REQUEST_LINK_PARAM = {
  name: 'link',
  description: 'The request link `{code}-{linkKey}`',
  example: '0427-q8Xk0vY3m9TfR2cLw7hN1A',
  schema: { type: 'string', pattern: '^\\d{4}-[A-Za-z0-9_-]{22}$' },
};

export const REQUEST_CODE_PARAM = {
  name: 'code',
  description: "The request's 4-digit code",
  example: '0427',
  schema: { type: 'string', pattern: '^\\d{4}$' },
};
