import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE_NAME } from './auth/session-cookie.js';

const API_DOCS_PATH = 'api/docs';

/** OpenAPI document and Swagger UI at /api/docs (JSON at /api/docs-json). */
export function setUpApiDocs(app: INestApplication): void {
  const document = new DocumentBuilder()
    .setTitle('Sharecode API')
    .setDescription(
      'No-account file and folder sharing: upload files, get a 4-digit code, a share URL and a QR code; ' +
        'anyone holding one of them can fetch the files until the share expires.',
    )
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE_NAME)
    .build();
  SwaggerModule.setup(API_DOCS_PATH, app, () => SwaggerModule.createDocument(app, document));
}
