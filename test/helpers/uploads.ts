// Multipart uploads (GraphQL multipart request spec) and raw attachment downloads for the
// attachment, draft and tenancy suites. Uploads go through Node's fetch + FormData, as a
// browser's would; the CSRF header is the one the service asks multipart requests for.
import { createHash } from 'node:crypto';
import type { GraphQLResponse } from './server.js';

export const UPLOAD_MUTATION = `mutation Upload($input: UploadAttachmentInput!) {
  uploadAttachment(input: $input) { attachment { id sessionId filename mime size sha256 createdAt url } }
}`;

export interface UploadedAttachment {
  id: string;
  sessionId: string;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  createdAt: number;
  url: string;
}

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

export interface UploadOptions {
  sessionId: string;
  bytes: Uint8Array | string;
  /** The part's filename. */
  name?: string;
  /** The part's Content-Type. */
  type?: string;
  /** Extra input fields (filename, mime overrides). */
  input?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** POSTs an uploadAttachment multipart request; returns HTTP status and the parsed body. */
export async function uploadRaw(
  graphqlUrl: string,
  options: UploadOptions,
): Promise<{ status: number; body: GraphQLResponse<{ uploadAttachment: { attachment: UploadedAttachment } }> }> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: UPLOAD_MUTATION, variables: { input: { sessionId: options.sessionId, file: null, ...options.input } } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  const bytes = typeof options.bytes === 'string' ? new TextEncoder().encode(options.bytes) : options.bytes;
  form.append('0', new Blob([bytes as BlobPart], options.type === undefined ? {} : { type: options.type }), options.name ?? 'file.bin');
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...options.headers },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as GraphQLResponse<{ uploadAttachment: { attachment: UploadedAttachment } }> };
}

/** Uploads and fails the test on any error. */
export async function upload(graphqlUrl: string, options: UploadOptions): Promise<UploadedAttachment> {
  const { status, body } = await uploadRaw(graphqlUrl, options);
  if (body.errors?.length || !body.data) throw new Error(`upload failed (${status}): ${JSON.stringify(body.errors)}`);
  return body.data.uploadAttachment.attachment;
}

/** GETs (or HEADs) an attachment URL; returns status, headers and the body bytes. */
export async function download(
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await fetch(url, { method, headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
