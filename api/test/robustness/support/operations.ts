import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  MediaTypeObject,
  OpenAPI3,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  SchemaObject,
} from 'openapi-typescript';
import type { Targets } from './targets.js';

/**
 * The OpenAPI document the server serves, as committed for the client: test/api-types.api.spec.ts fails when the
 * two differ, so reading the file lets every route be a test of its own.
 */
const DOCUMENT_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  ...['..', '..', '..', '..', 'client', 'src', 'lib', 'api', 'openapi.json'],
);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** What a route with no documented body reads when it reads one: the resumable upload's chunks. */
const CHUNK_TYPE = 'application/offset+octet-stream';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: SchemaObject;
}

/** One route of the OpenAPI document, as the attacks need it. */
export interface Operation {
  method: string;
  template: string;
  parameters: Parameter[];
  /** The documented body type, or the chunk type for a body-less PATCH (chunks are raw bytes). */
  bodyType?: string;
  /** The documented body's properties, when it is an object. */
  bodyProperties: Record<string, SchemaObject>;
  requiredProperties: string[];
}

export function describeOperation(operation: Operation): string {
  return `${operation.method} ${operation.template}`;
}

function resolved<T>(document: OpenAPI3, value: T | ReferenceObject): T {
  if (value && typeof value === 'object' && '$ref' in value) {
    const name = value.$ref.slice(value.$ref.lastIndexOf('/') + 1);
    return document.components!.schemas![name] as T;
  }
  return value;
}

function operationOf(document: OpenAPI3, method: string, template: string, spec: OperationObject): Operation {
  const parameters = (spec.parameters ?? []).map((parameter) => {
    const { name, in: place, required, schema } = resolved<ParameterObject>(document, parameter);
    const resolvedSchema = schema ? resolved<SchemaObject>(document, schema) : {};
    return { name, in: place, required: required ?? false, schema: resolvedSchema } as Parameter;
  });
  const body = spec.requestBody ? resolved<RequestBodyObject>(document, spec.requestBody) : undefined;
  const [bodyType, media] = (Object.entries(body?.content ?? {})[0] ?? [
    method === 'patch' ? CHUNK_TYPE : undefined,
  ]) as [string | undefined, MediaTypeObject | undefined];
  const schema = media?.schema ? resolved<SchemaObject>(document, media.schema) : undefined;
  const properties = schema && 'properties' in schema ? (schema.properties ?? {}) : {};
  return {
    method: method.toUpperCase(),
    template,
    parameters,
    bodyType,
    bodyProperties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, resolved<SchemaObject>(document, property)]),
    ),
    requiredProperties: (schema && 'required' in schema ? schema.required : undefined) ?? [],
  };
}

/** Every route the server documents. */
export function documentedOperations(): Operation[] {
  const document = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as OpenAPI3;
  return Object.entries(document.paths ?? {}).flatMap(([template, item]) =>
    METHODS.flatMap((method) => {
      const spec = (item as Record<string, OperationObject | undefined>)[method];
      return spec ? [operationOf(document, method, template, spec)] : [];
    }),
  );
}

/** The path with each `{name}` replaced by its value (already encoded as it should go on the wire). */
export function pathWith(operation: Operation, values: Record<string, string>): string {
  return operation.template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** The query the route needs (the first chunk's offset, a search), as `?…`, or nothing. */
export function realQuery(operation: Operation): string {
  const required = operation.parameters.filter((parameter) => parameter.in === 'query' && parameter.required);
  const pairs = required.map(
    (parameter) =>
      `${parameter.name}=${encodeURIComponent(parameter.name === 'offset' ? '0' : String(plausibleValue(parameter.schema)))}`,
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A real value for each path parameter: the target share's keys, a fresh upload, a file of the share. */
export async function realPathValues(operation: Operation, targets: Targets): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((each) => each.in === 'path')) {
    values[parameter.name] = isRequestRoute(operation)
      ? requestValueOf(parameter, targets)
      : await realValueOf(parameter, targets);
  }
  return values;
}

/** A route of file requests: its `code` and `link` are the target request's, not the share's. */
function isRequestRoute(operation: Operation): boolean {
  return /^\/api\/(operator\/)?file-requests\//.test(operation.template);
}

function requestValueOf(parameter: Parameter, { request }: Targets): string {
  switch (parameter.name) {
    case 'code':
      return request.code;
    case 'link':
      return request.link;
    case 'requester':
      return `${request.code}-${request.requesterKey}`;
    case 'answerId':
      return request.answerId;
    default:
      return 'manifest';
  }
}

async function realValueOf(parameter: Parameter, targets: Targets): Promise<string> {
  switch (parameter.name) {
    case 'code':
      return targets.code;
    case 'link':
    case 'ref':
      return targets.link;
    case 'sessionId':
      return 'AAAAAAAAAAAAAAAAAAAAAA';
    case 'reference':
      return 'R-7K3Q-9M2X';
    default:
      return parameter.schema.format === 'uuid' ? targets.freshUploadId() : String(targets.fileId);
  }
}

/** A well-formed value of a property, from its example, enum or type. */
export function plausibleValue(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  if (schema.type === 'array') return [];
  return 'robustness';
}
