type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** OpenAPI path, e.g. `/api/user-routines/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Header parameters the route reads as data (e.g. `reset-token`). */
  headerParams: string[];
  /** True when the route declares `security` (needs `Authorization`). */
  secured: boolean;
  bodySchema?: { properties?: Record<string, unknown>; required?: string[] };
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: Operation['bodySchema'] }> };
      }
    >
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the OpenAPI document (/api/docs/json), the documentation pages aside. */
export function openApiOperations(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => METHODS.has(method))
        .map(([method, op]) => ({
          method: method.toUpperCase() as Method,
          path,
          pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
          queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          headerParams: (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name),
          secured: (op.security ?? []).length > 0,
          bodySchema: op.requestBody?.content?.['application/json']?.schema,
        })),
    );
}

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Whether a JSON schema (of a body field) accepts a string. */
export function acceptsText(schema: unknown): boolean {
  const s = (schema ?? {}) as JsonSchema;
  if (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'))) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(acceptsText);
}
