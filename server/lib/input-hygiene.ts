import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Rules every request's input obeys before any route's own validation (decision 0047): no NUL character
 * in any string (PostgreSQL cannot store one in text, so it would otherwise surface as a 500), and a JSON
 * body nested at most MAX_DEPTH levels deep.
 */

export const NUL_MESSAGE = 'Must not contain a NUL character';
export const MAX_DEPTH = 64;
export const DEPTH_MESSAGE = `Must not be nested more than ${MAX_DEPTH} levels deep`;

const hasNul = (s: string) => s.includes('\u0000');

function nulError(field: string): AppError {
  return new AppError(400, `${field}: ${NUL_MESSAGE}`, { [field]: [NUL_MESSAGE] });
}

/** For input that does not pass through the hook (multipart text fields): throws the same 400 as the hook. */
export function assertNoNul(field: string, value: string): void {
  if (hasNul(value)) throw nulError(field);
}

type Node = { value: unknown; key: string; parent: Node | null; depth: number };

const pathOf = (n: Node): string => {
  const keys: string[] = [];
  for (let at: Node | null = n; at && at.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '_';
};

/**
 * Walks a parsed value (params, query or JSON body) without recursion, so no input can exhaust the stack,
 * and in document order, so the field named is the first offending one. Field paths are spelled as the
 * validation errors spell them: "items.0.name", "_" for the value itself.
 */
export function checkInput(value: unknown): void {
  const stack: Node[] = [{ value, key: '', parent: null, depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (hasNul(v)) throw nulError(pathOf(node));
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (node.depth >= MAX_DEPTH) {
      // Named by the top-level field it sits in, which is what a form can show.
      const field = Array.isArray(value) ? '_' : pathOf(node).split('.')[0];
      throw new AppError(400, `The request is nested more than ${MAX_DEPTH} levels deep.`, {
        [field]: [DEPTH_MESSAGE],
      });
    }
    const keys = Object.keys(v);
    // Keys too: a record's keys are stored like its values.
    const badKey = keys.find(hasNul);
    if (badKey !== undefined) throw nulError(pathOf({ value: null, key: badKey, parent: node, depth: 0 }));
    for (let i = keys.length - 1; i >= 0; i--) {
      stack.push({ value: (v as Record<string, unknown>)[keys[i]], key: keys[i], parent: node, depth: node.depth + 1 });
    }
  }
}

function checkRequest(req: FastifyRequest): void {
  checkInput(req.params);
  checkInput(req.query);
  // A multipart body is read later by its handler (lib/multipart.ts checks its text fields); a Buffer is file data.
  if (!Buffer.isBuffer(req.body)) checkInput(req.body);
}

/** Registered on the root instance, before any route, so every route gets it. */
export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => checkRequest(req));
}
