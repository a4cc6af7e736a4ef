// GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec),
// parsed strictly. Yoga's own parser keeps the last of two parts with one name and maps a
// missing file to null; here a malformed request is refused with BAD_REQUEST before any
// resolver runs, so nothing is stored:
// - exactly one `operations` field (JSON) and at most one `map` field (JSON object of arrays of
//   `variables.…` paths);
// - every file the map names is present exactly once, as a file; every file part is named by the map.
// The caller is authenticated before the body is read (anonymous callers cannot make the server
// buffer an upload), and the body's size was already bounded by refuseOversizedRequest.
import type { Plugin } from 'graphql-yoga';
import { clientError } from '../client-error.js';

export interface MultipartUploadOptions {
  /** Checks the request's credentials; throws (UNAUTHENTICATED) to refuse before the body is read. */
  authenticate?: (request: Request) => Promise<unknown>;
  /**
   * Admits the authenticated caller's upload before its body is read (the per-identity upload
   * limit): throws (RATE_LIMITED) to refuse it; `serverContext` is the request's, to hold the
   * admission until the exchange ends.
   */
  admit?: (caller: unknown, serverContext: unknown) => void;
}

const badRequest = (message: string) => clientError('BAD_REQUEST', `Invalid multipart request: ${message}`, { status: 400 });

const isFilePart = (value: FormDataEntryValue): value is File => typeof value !== 'string';

/** Sets `value` at a dotted path (`variables.input.file`, `0.variables.file`), refusing prototype keys. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const [i, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || key === '') throw badRequest(`map path "${path}" is not allowed`);
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (typeof next !== 'object' || next === null) throw badRequest(`map path "${path}" does not name a place in operations`);
    node = next as Record<string, unknown>;
  }
}

function parseJsonField(form: FormData, name: string, required: boolean): unknown {
  const values = form.getAll(name);
  if (values.length === 0) {
    if (required) throw badRequest(`the "${name}" field is missing`);
    return undefined;
  }
  if (values.length > 1) throw badRequest(`the "${name}" field appears ${values.length} times`);
  const value = values[0]!;
  if (isFilePart(value)) throw badRequest(`"${name}" must be a field, not a file`);
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`"${name}" is not valid JSON`);
  }
}

/** The operations of a parsed multipart form, with each mapped file in its place. */
export function operationsFromForm(form: FormData): unknown {
  const operations = parseJsonField(form, 'operations', true);
  if (typeof operations !== 'object' || operations === null) throw badRequest('"operations" must be a JSON object or array');
  const map = parseJsonField(form, 'map', false) ?? {};
  if (typeof map !== 'object' || map === null || Array.isArray(map)) throw badRequest('"map" must be a JSON object');
  const mapped = new Set<string>();
  for (const [name, paths] of Object.entries(map)) {
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
      throw badRequest(`map entry "${name}" must be a non-empty array of paths`);
    }
    const parts = form.getAll(name);
    if (parts.length === 0) throw badRequest(`the file part "${name}" named in map is missing`);
    if (parts.length > 1) throw badRequest(`the file part "${name}" appears ${parts.length} times`);
    const file = parts[0]!;
    if (!isFilePart(file)) throw badRequest(`part "${name}" must be a file`);
    for (const path of paths as string[]) setPath(operations as Record<string, unknown>, path, file);
    mapped.add(name);
  }
  for (const [name, value] of form.entries()) {
    if (name !== 'operations' && name !== 'map' && !mapped.has(name)) {
      throw badRequest(`${isFilePart(value) ? 'file part' : 'field'} "${name}" is not named in map`);
    }
  }
  return operations;
}

/** Reads a multipart body with the platform's parser (undici), which keeps every part. */
async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  try {
    return await new Response(request.body as ReadableStream<Uint8Array> | null, { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    throw badRequest(`the body could not be read as multipart/form-data (${(error as Error).message})`);
  }
}

export function useMultipartUpload(options: MultipartUploadOptions = {}): Plugin {
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      if (request.method !== 'POST') return;
      if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return;
      setRequestParser(async (req) => {
        const caller = await options.authenticate?.(req);
        options.admit?.(caller, serverContext);
        return operationsFromForm(await readForm(req)) as never;
      });
    },
  };
}
