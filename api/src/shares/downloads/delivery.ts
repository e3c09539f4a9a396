import type { Request, Response } from 'express';
import type { Delivery } from './downloads.service.js';

/** Sends a download as the HTTP exchange asks: status and headers, then the body, or nothing more for HEAD. */
export async function respond(delivery: Delivery, request: Request, response: Response): Promise<void> {
  response.status(delivery.status);
  for (const [name, value] of Object.entries(delivery.headers)) response.setHeader(name, value);
  if (request.method === 'HEAD') {
    await delivery.skip();
    response.end();
    return;
  }
  await delivery.send(response);
}
