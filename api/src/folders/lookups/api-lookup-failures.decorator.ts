import { applyDecorators } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';

/** How a route that finds a folder by code or link may refuse, as the OpenAPI document lists it. */
export function ApiLookupFailures(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    ApiNotFoundResponse({ description: 'No share holds the code (`Invalid code`) or the link' }),
    ApiGoneResponse({ description: 'The share has expired' }),
    ApiTooManyRequestsResponse({
      description:
        'Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the ' +
        'service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`)',
    }),
  );
}
