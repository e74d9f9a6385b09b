import type { TableRequest } from '../../../contract/table';

/**
 * Decision 0054, keyset paging: a page reached from its neighbour is asked for after the neighbour's last row
 * (the server's `nextCursor`), so a deep page costs the database what the first does; a page number typed or
 * picked far away is asked for by offset. Remembered for one request shape (filters, sort, search, size): any
 * change of those starts again from nothing.
 */
export type CursorMemory = { shape: string; after: Map<number, string> };

export const emptyCursors = (): CursorMemory => ({ shape: '', after: new Map() });

/** The request without its place in the list: what a cursor belongs to. */
function shapeOf(request: TableRequest): string {
  const { start: _s, after: _a, ...rest } = request;
  return JSON.stringify(rest);
}

const pageOf = (request: TableRequest) => Math.floor(request.start / request.length);

/** The request with the cursor that leads to its page, when the page before it was seen; otherwise as it is. */
export function withKnownCursor(request: TableRequest, memory: CursorMemory): TableRequest {
  if (memory.shape !== shapeOf(request)) return request;
  const after = memory.after.get(pageOf(request));
  return after ? { ...request, after } : request;
}

/** Keeps the cursor a page answered with, as the way to the page after it. */
export function rememberCursor(memory: CursorMemory, request: TableRequest, nextCursor: string | null | undefined) {
  const shape = shapeOf(request);
  if (memory.shape !== shape) {
    memory.shape = shape;
    memory.after = new Map();
  }
  if (nextCursor) memory.after.set(pageOf(request) + 1, nextCursor);
}
