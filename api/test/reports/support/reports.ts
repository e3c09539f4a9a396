import type { Response } from 'supertest';
import type { ReportReceiptDto } from '../../../src/reports/dto/report-receipt.dto.js';
import { bodyOf } from '../../support/answers.js';
import type { TestApp } from '../../support/test-app.js';

/** A valid report form; override any field. */
function reportForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    target: '0427',
    category: 'malware',
    explanation: 'The installer in this share is a known trojan.',
    goodFaith: true,
    ...overrides,
  };
}

export function sendReport(app: TestApp, overrides: Record<string, unknown> = {}) {
  return app.http().post('/api/reports').send(reportForm(overrides));
}

export function receiptOf(response: Response): ReportReceiptDto {
  return bodyOf<ReportReceiptDto>(response);
}
