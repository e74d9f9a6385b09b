import type { Access } from '../lib/access';

/** What the API fuzzer (fuzz.test.ts) sends: values and request variants drawn from the OpenAPI document. */

export type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  nullable?: boolean;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: boolean;
  maximum?: number;
  minItems?: number;
};
export type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: Schema };
export type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type Operation = {
  method: string;
  path: string;
  access: Access;
  params: Parameter[];
  query: Parameter[];
  body: Schema | null;
};
export type Variant = { label: string; url: string; body?: string; contentType?: string };

export const SEED = 0x11_05_2025;

/** mulberry32: small, seeded, good enough to pick values; the same seed gives the same run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const HUGE = 'A'.repeat(100 * 1024);
export const NUL = 'fu\u0000zz';
export const UNICODE = 'ü💥\u202eمرحبا\uFEFF';
// Raw JSON that JSON.stringify cannot write: numbers past a double's range and deep nesting.
export const RAW = { big: '@@RAW_1e309@@', deep: '@@RAW_DEEP@@' };
export const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
export const toJson = (v: unknown) =>
  JSON.stringify(v).replaceAll(`"${RAW.big}"`, '1e309').replaceAll(`"${RAW.deep}"`, nested(200));

// 2^53 - 1 passes an id's schema and must not overflow a column either.
export const ODD_PATH_VALUES = [
  '\u0000',
  '../',
  '../../etc/passwd',
  'x'.repeat(5000),
  UNICODE,
  '-1',
  '1e309',
  '%00',
  '0',
  '9007199254740991',
  '99999999999999999999999',
  ' ',
  '1.5',
  'null',
];

// Strings that match the document's patterns (PIN codes, mobile numbers, IFSC, dates, names, ids...).
// A host name comes first: an SMTP host the fuzz saves must refuse at once, not wait on DNS.
export const UUID = '00000000-0000-4000-8000-000000000000';
export const PATTERN_SAMPLES = [
  '127.0.0.1',
  UUID,
  '411001',
  'fuzz@example.in',
  '9876543210',
  '1990-01-31',
  '31-01-1990',
  'SBIN0001234',
  'Fuzz',
  '123456789012345',
];
// Characters with a meaning to SQL, LIKE, paths, HTML and URLs, valid wherever free text is.
export const META = `'";--/*%_\\..%00<b>&amp;\r\n\tü`;

/**
 * How a value is made: 'plain' is the smallest valid one (the base the mutations spoil); 'longest' and
 * 'meta' fill every field, at its maximum length and value, or with metacharacters at its minimum, so a
 * request that passes validation reaches the handler and the database with the edges of what is allowed.
 */
export type Mode = 'plain' | 'longest' | 'meta';

export function stringOf(s: Schema, mode: Mode): string {
  if (s.format === 'uuid') return UUID;
  if (s.format === 'email') return 'fuzz@example.in';
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 2000;
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const fit = PATTERN_SAMPLES.find((x) => re.test(x) && x.length >= min && x.length <= max);
    if (fit) return fit;
  }
  if (mode === 'plain') return 'a'.repeat(Math.max(1, min));
  if (mode === 'longest') return 'ü'.repeat(max);
  return META.repeat(Math.ceil(Math.max(min, 1) / META.length)).slice(0, Math.min(max, Math.max(min, META.length)));
}

export function numberOf(s: Schema, mode: Mode): number {
  const int = s.type === 'integer';
  const lowest =
    s.minimum === undefined
      ? int
        ? -Number.MAX_SAFE_INTEGER
        : -1e15
      : s.exclusiveMinimum
        ? s.minimum + (int ? 1 : 0.01)
        : s.minimum;
  const highest = s.maximum ?? (int ? Number.MAX_SAFE_INTEGER : 1e15);
  if (mode === 'longest') return highest;
  if (mode === 'meta') return lowest;
  // 10, not 1: a list's page size must be one of 10, 20, 50, 100.
  return Math.min(Math.max(10, lowest), highest);
}

export function sample(s: Schema, mode: Mode = 'plain', depth = 0): unknown {
  if (depth > 8) return null;
  if (mode === 'plain' && s.default !== undefined) return s.default;
  if (s.enum) return mode === 'longest' ? s.enum[s.enum.length - 1] : s.enum[0];
  if (s.anyOf) return sample(s.anyOf[0], mode, depth + 1);
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const keys = mode === 'plain' ? (s.required ?? []) : Object.keys(s.properties ?? {});
      for (const key of keys) if (s.properties?.[key]) out[key] = sample(s.properties[key], mode, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 0, mode === 'plain' ? 0 : 1) }, () =>
        sample(s.items ?? {}, mode, depth + 1),
      );
    case 'string':
      return stringOf(s, mode);
    case 'integer':
    case 'number':
      return numberOf(s, mode);
    case 'boolean':
      return mode === 'longest';
    default:
      return null;
  }
}

export function wrongType(s: Schema): unknown {
  const type = s.type ?? s.anyOf?.[0]?.type;
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'not-a-number';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return { not: 'an array' };
  return ['an array where an object belongs'];
}

/** Ways to spoil one field of an otherwise plausible body. */
export function fieldMutations(s: Schema, required: boolean): { label: string; value: unknown; remove?: boolean }[] {
  return [
    { label: 'null', value: null },
    { label: 'wrong type', value: wrongType(s) },
    { label: 'huge string', value: HUGE },
    { label: 'NUL', value: NUL },
    { label: 'unicode', value: UNICODE },
    { label: 'deep', value: RAW.deep },
    { label: '1e309', value: RAW.big },
    { label: 'negative', value: -1 },
    { label: 'array of it', value: [sample(s)] },
    ...(required ? [{ label: 'missing', value: undefined, remove: true }] : []),
  ];
}

/** `n` different entries, chosen by the seeded generator. */
export function pick<T>(list: T[], n: number, rnd: () => number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]);
  return out;
}

// Each top-level body field gets this many of its mutations, picked by the seed: over the document's ~600
// fields every kind of mutation still lands on well over a hundred of them, for a third of the requests.
export const MUTATIONS_PER_FIELD = 3;

export function bodyVariants(
  schema: Schema | null,
  rnd: () => number,
): { label: string; body: string; contentType?: string }[] {
  const whole = [
    { label: 'body null', body: 'null' },
    { label: 'body []', body: '[]' },
    { label: 'body string', body: '"x"' },
    { label: 'body number', body: '1e309' },
    { label: 'body {}', body: '{}' },
    { label: 'body 10,000 nested arrays', body: nested(10_000) },
    { label: 'body nested objects', body: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) },
    { label: 'body broken JSON', body: '{"a": ' },
    { label: 'body __proto__', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
    { label: 'body NUL key', body: toJson({ 'a\u0000': 'b' }) },
    { label: 'body text/plain', body: `plain ${NUL}`, contentType: 'text/plain' },
    { label: 'body form-urlencoded', body: 'a=%00&b=1', contentType: 'application/x-www-form-urlencoded' },
  ];
  if (!schema) return [...whole, { label: 'body with NUL field', body: toJson({ remark: NUL, id: HUGE }) }];
  const base = sample(schema) as Record<string, unknown>;
  const out = [
    ...whole,
    { label: 'body array of it', body: toJson([base]) },
    { label: 'body valid, longest', body: toJson(sample(schema, 'longest')) },
    { label: 'body valid, metacharacters', body: toJson(sample(schema, 'meta')) },
  ];
  // The smallest valid body with its free-text fields at their edges: a list's search, a remark.
  const text = Object.entries(schema.properties ?? {}).filter(([, fs]) => fs.type === 'string' && !fs.enum);
  for (const mode of text.length ? (['longest', 'meta'] as const) : []) {
    out.push({
      label: `body valid, ${mode} text`,
      body: toJson({ ...base, ...Object.fromEntries(text.map(([name, fs]) => [name, stringOf(fs, mode)])) }),
    });
  }
  for (const [name, fs] of Object.entries(schema.properties ?? {})) {
    const all = fieldMutations(fs, schema.required?.includes(name) ?? false);
    // A NUL in text is what PostgreSQL refuses outright, so every text field gets one.
    const chosen =
      fs.type === 'string'
        ? [
            all.find((m) => m.label === 'NUL')!,
            ...pick(
              all.filter((m) => m.label !== 'NUL'),
              MUTATIONS_PER_FIELD - 1,
              rnd,
            ),
          ]
        : pick(all, MUTATIONS_PER_FIELD, rnd);
    for (const m of chosen) {
      const body = { ...base };
      if (m.remove) delete body[name];
      else body[name] = m.value;
      out.push({ label: `${name}: ${m.label}`, body: toJson(body) });
    }
    // One level down (an application's data, a filter's fields): one mutation each.
    if (fs.type === 'object' && fs.properties) {
      for (const [inner, is] of Object.entries(fs.properties)) {
        const [m] = pick(fieldMutations(is, fs.required?.includes(inner) ?? false), 1, rnd);
        const child = { ...(sample(fs) as Record<string, unknown>) };
        if (m.remove) delete child[inner];
        else child[inner] = m.value;
        out.push({ label: `${name}.${inner}: ${m.label}`, body: toJson({ ...base, [name]: child }) });
      }
    }
  }
  return out;
}

export function concreteUrl(
  op: Operation,
  pathValue: (p: Parameter) => string,
  query: Record<string, string | string[]>,
): string {
  let url = op.path;
  for (const p of op.params) url = url.replace(`{${p.name}}`, pathValue(p));
  const qs = Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(x)}`))
    .join('&');
  return qs ? `${url}?${qs}` : url;
}

export function plainParam(p: Parameter): string {
  const v = p.schema.type === 'integer' || p.schema.type === 'number' ? 987654321 : sample(p.schema);
  return encodeURIComponent(String(v));
}

export function variants(op: Operation, rnd: () => number): Variant[] {
  const baseQuery: Record<string, string> = {};
  for (const q of op.query) if (q.required) baseQuery[q.name] = String(sample(q.schema));
  const out: Variant[] = [];
  const plainUrl = concreteUrl(op, plainParam, baseQuery);

  for (const odd of op.params.length ? ODD_PATH_VALUES : []) {
    out.push({
      label: `path ${JSON.stringify(odd.slice(0, 20))}`,
      url: concreteUrl(op, () => encodeURIComponent(odd), baseQuery),
    });
  }
  // Sent as they are: a dot segment and percent-encodings that do not decode.
  for (const raw of op.params.length ? ['..', '%zz', '%E0%A4%A'] : [])
    out.push({ label: `path raw ${raw}`, url: concreteUrl(op, () => raw, baseQuery) });

  if (op.query.length) {
    const every = (v: string | string[]) => Object.fromEntries(op.query.map((q) => [q.name, v]));
    out.push({ label: 'query missing', url: concreteUrl(op, plainParam, {}) });
    for (const [label, v] of [
      ['NUL', NUL],
      ['huge', HUGE],
      ['unicode', UNICODE],
      ['1e309', '1e309'],
      ['-1', '-1'],
      ['empty', ''],
      ['repeated', ['a', 'b']],
    ] as const) {
      out.push({
        label: `query ${label}`,
        url: concreteUrl(op, plainParam, { ...baseQuery, ...every(v as string | string[]) }),
      });
    }
    out.push({ label: 'query unknown NUL key', url: concreteUrl(op, plainParam, { ...baseQuery, ['k\u0000']: 'v' }) });
    for (const mode of ['longest', 'meta'] as const) {
      out.push({
        label: `query valid, ${mode}`,
        url: concreteUrl(
          op,
          plainParam,
          Object.fromEntries(op.query.map((q) => [q.name, String(sample(q.schema, mode))])),
        ),
      });
    }
  }

  if (op.method !== 'GET') {
    for (const b of bodyVariants(op.body, rnd))
      out.push({ ...b, url: plainUrl, contentType: b.contentType ?? 'application/json' });
  } else if (!op.query.length && !op.params.length) {
    // Nothing to spoil but the query string itself.
    out.push({ label: 'stray query', url: `${plainUrl}?x=${encodeURIComponent(NUL)}&x=${'y'.repeat(10_000)}` });
  }
  return out;
}
