import type { ValueTransformer } from 'typeorm';

/**
 * PostgreSQL returns bigint as a string (it may exceed 2^53). Sizes here stay far below that, so they are
 * handled as numbers.
 */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
