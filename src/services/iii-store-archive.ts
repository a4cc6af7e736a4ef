// An iii session-manager store's files as our session archive: one session file and its
// attachment files, checked before anything is written and streamed (the bytes inline, a chunk
// line at a time) into the one importer (services/session-import.ts).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ServiceError } from '../domain/errors.js';
import {
  encodeIiiId,
  iiiAttachmentInvalid,
  iiiSessionArchive,
  parseIiiAttachmentMeta,
  readIiiSessionFile,
  type IiiAttachment,
} from '../domain/iii-session-file.js';
import { ATTACHMENT_CHUNK_BYTES } from '../store/attachment-store.js';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The attachments of an iii session: every `<id>.json` of its folder with the `.bin` beside it,
 * checked before anything is imported — a `.json` without its `.bin` or with another size than
 * its bytes is IMPORT_INVALID, an attachment over `maxBytes` is ATTACHMENT_TOO_LARGE. A `.bin`
 * without its `.json` is the leftover of an upload the worker never finished (it lists none
 * such) and is skipped, as are its temporary files.
 */
async function readIiiAttachments(dir: string, maxBytes: number): Promise<{ attachment: IiiAttachment; bin: string }[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: { attachment: IiiAttachment; bin: string }[] = [];
  for (const name of names) {
    const meta = parseIiiAttachmentMeta(await readFile(join(dir, name), 'utf8'), name);
    const id = meta.attachment_id;
    const bin = join(dir, `${name.slice(0, -'.json'.length)}.bin`);
    let size: number;
    try {
      size = (await stat(bin)).size;
    } catch (error) {
      if (isMissing(error)) throw iiiAttachmentInvalid(id, `its metadata file ${name} has no bytes file beside it`);
      throw error;
    }
    if (Math.max(size, meta.size) > maxBytes) {
      throw new ServiceError(
        'ATTACHMENT_TOO_LARGE',
        `The iii attachment "${id}" is ${Math.max(size, meta.size)} bytes, larger than ${maxBytes} bytes (MAX_ATTACHMENT_BYTES); nothing was imported.`,
        { maxBytes, attachmentId: id },
      );
    }
    if (size !== meta.size) throw iiiAttachmentInvalid(id, `its metadata gives ${meta.size} bytes and its bytes file holds ${size}`);
    const sha256 = await sha256Of(bin);
    // A sha256 that is not a digest (the worker writes one, but nothing checks it) is not held against the bytes.
    if (meta.sha256 && /^[0-9a-f]{64}$/i.test(meta.sha256) && meta.sha256.toLowerCase() !== sha256) {
      throw iiiAttachmentInvalid(id, 'its bytes do not match the sha256 of its metadata');
    }
    found.push({ attachment: { meta, size, sha256 }, bin });
  }
  return found;
}

/**
 * One session file of an iii session-manager store as an archive for importSession, its
 * attachments (`attachments/<encoded session id>/` beside the file) inline. The session file and
 * the attachments' metadata and sizes are checked here, before anything is written (IiiFileError,
 * IMPORT_INVALID, ATTACHMENT_TOO_LARGE); the bytes are read again as the archive is streamed, a
 * chunk at a time, and the importer checks them against the sha256 read here.
 */
export async function iiiSessionArchiveOf(path: string, options: { now: number; maxAttachmentBytes: number }): Promise<AsyncIterable<string>> {
  const file = readIiiSessionFile(await readFile(path, 'utf8'));
  const found = await readIiiAttachments(join(dirname(path), 'attachments', encodeIiiId(file.sessionId)), options.maxAttachmentBytes);
  const lines = iiiSessionArchive(
    file,
    options.now,
    found.map((f) => f.attachment),
  );
  const binOf = new Map(found.map((f) => [f.attachment.meta.attachment_id, f.bin]));
  return (async function* () {
    for (const line of lines) {
      yield `${JSON.stringify(line)}\n`;
      if (line.type !== 'attachment') continue;
      let seq = 0;
      for await (const chunk of createReadStream(binOf.get(line.attachment.id)!, { highWaterMark: ATTACHMENT_CHUNK_BYTES })) {
        const data = (chunk as Buffer).toString('base64');
        yield `${JSON.stringify({ type: 'attachment_chunk', attachmentId: line.attachment.id, seq, data })}\n`;
        seq += 1;
      }
    }
  })();
}
