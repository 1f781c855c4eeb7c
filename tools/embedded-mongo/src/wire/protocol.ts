import { serialize } from 'bson';
import { noteSequenceSize } from '../engine/documentSize';
import { DESERIALIZE_OPTIONS, type Doc, isPlainDocument } from '../engine/documents';
import { decodeDocument, plainExceptStoredValues } from '../engine/numberTypes';
import { JournalDecoder } from '../storage/journalDecoder';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const HEADER_SIZE = 16;
const CHECKSUM_PRESENT = 1;
export const MORE_TO_COME = 1 << 1;

/** A decoded request: the command document plus any document sequences (OP_MSG kind 1 sections). */
export interface WireRequest {
  readonly requestId: number;
  readonly opCode: number;
  readonly flags: number;
  readonly command: Doc;
  /** For OP_QUERY: the full collection name, e.g. `admin.$cmd`. */
  readonly collectionName?: string;
}

function readCString(buffer: Buffer, offset: number): { value: string; next: number } {
  const end = buffer.indexOf(0, offset);
  return { value: buffer.toString('utf8', offset, end), next: end + 1 };
}

/**
 * Documents of a command (an insert's, above all) are decoded as replayed ones are: their short strings (search
 * grams and words, millions at 100,000 tabs) shared instead of a string each, which the engine would keep, and
 * its garbage collector mark, for as long as the documents are stored.
 */
const documents = new JournalDecoder();

/**
 * The BSON library's own UTF-8 check walks every character of every string it decodes (70 ms of a 16 MB insert's
 * 170); decoded without it, a string holding U+FFFD is what bytes that are not UTF-8 become, and only then is the
 * document decoded again with the check, which refuses them as before (or keeps a U+FFFD that was written).
 */
const UNCHECKED_UTF8 = { ...DESERIALIZE_OPTIONS, validation: { utf8: false } };

function holdsReplacementCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\uFFFD');
  if (Array.isArray(value)) return value.some(holdsReplacementCharacter);
  return isPlainDocument(value) && Object.values(value).some(holdsReplacementCharacter);
}

function readDocument(buffer: Buffer, offset: number): { doc: Doc; typed: boolean; next: number } {
  const next = offset + buffer.readInt32LE(offset);
  const common = documents.decodeCommon(buffer, offset, next);
  if (common) return { doc: common, typed: false, next };
  const bytes = buffer.subarray(offset, next);
  const decoded = decodeDocument(bytes, UNCHECKED_UTF8);
  const { doc, typed } = holdsReplacementCharacter(decoded.doc)
    ? decodeDocument(bytes, DESERIALIZE_OPTIONS)
    : decoded;
  return { doc, typed, next };
}

/**
 * An OP_MSG document sequence (kind 1 section) whose documents are decoded on demand, a slice at a time: an insert
 * of 1,000 tabs is megabytes of BSON, and decoded in one piece before the first statement ran it held the engine's
 * thread for 50–150 ms at 100,000 tabs (a sliced write decodes each slice as it runs it).
 */
export interface DocumentSequence {
  readonly identifier: string;
  readonly length: number;
  /** The documents `[from, to)`, decoded as the whole command's would be (typed numbers kept only where stored). */
  slice(from: number, to: number): Doc[];
}

function documentSequence(message: Buffer, start: number, end: number): DocumentSequence {
  const identifier = readCString(message, start + 4);
  const offsets: number[] = [];
  let largest = 0;
  for (let position = identifier.next; position < end; ) {
    const size = message.readInt32LE(position);
    if (size < 5 || position + size > end) throw new Error('Invalid document sequence');
    offsets.push(position);
    largest = Math.max(largest, size);
    position += size;
  }
  return {
    identifier: identifier.value,
    length: offsets.length,
    slice(from, to) {
      const docs: Doc[] = [];
      let typed = false;
      for (const offset of offsets.slice(from, to)) {
        const item = readDocument(message, offset);
        docs.push(item.doc);
        typed ||= item.typed;
      }
      const out = typed
        ? (plainExceptStoredValues({ [identifier.value]: docs })[identifier.value] as Doc[])
        : docs;
      noteSequenceSize(out, largest);
      return out;
    },
  };
}

/** A request whose one document sequence, if any, is left undecoded (see DocumentSequence). */
export interface LazyWireRequest extends WireRequest {
  readonly sequence?: DocumentSequence;
}

function parseOpMsg(message: Buffer, requestId: number): LazyWireRequest {
  const flags = message.readUInt32LE(HEADER_SIZE);
  const end = flags & CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = HEADER_SIZE + 4;
  let command: Doc = {};
  let typed = false;
  const sequences: DocumentSequence[] = [];
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      const body = readDocument(message, offset);
      command = body.doc;
      typed ||= body.typed;
      offset = body.next;
    } else {
      const sectionEnd = offset + message.readInt32LE(offset);
      sequences.push(documentSequence(message, offset, sectionEnd));
      offset = sectionEnd;
    }
  }
  if (typed) command = plainExceptStoredValues(command);
  const [sequence, ...others] = sequences;
  // Document sequences are the same as array fields of the command body (OP_MSG specification).
  for (const other of others) command[other.identifier] = other.slice(0, other.length);
  return { requestId, opCode: OP_MSG, flags, command, ...(sequence ? { sequence } : {}) };
}

function parseOpQuery(message: Buffer, requestId: number): WireRequest {
  const flags = message.readInt32LE(HEADER_SIZE);
  const name = readCString(message, HEADER_SIZE + 4);
  const { doc: decoded, typed } = readDocument(message, name.next + 8);
  const doc = typed ? plainExceptStoredValues(decoded) : decoded;
  // Legacy handshakes may wrap the command as { $query: {...}, $readPreference }.
  const command = doc.$query && typeof doc.$query === 'object' ? (doc.$query as Doc) : doc;
  return { requestId, opCode: OP_QUERY, flags, command, collectionName: name.value };
}

/** A request with its document sequence, if any, still to be decoded (`sequence.slice`). */
export function parseMessageLazily(message: Buffer): LazyWireRequest {
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(message, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(message, requestId);
  throw new Error(`Unsupported opCode ${opCode}`);
}

/** The request with every document decoded: a document sequence becomes the command's array field. */
export function withSequenceDecoded(request: LazyWireRequest): WireRequest {
  const { sequence, ...decoded } = request;
  if (sequence) decoded.command[sequence.identifier] = sequence.slice(0, sequence.length);
  return decoded;
}

export function parseMessage(message: Buffer): WireRequest {
  return withSequenceDecoded(parseMessageLazily(message));
}

/**
 * A whole reply message in one buffer (one socket write): the header, `fieldBytes` zeroed for the opcode's own
 * fields (which `fill` sets), then the BSON body.
 */
function message(
  body: Uint8Array,
  fieldBytes: number,
  requestId: number,
  responseTo: number,
  opCode: number,
): Buffer {
  const length = HEADER_SIZE + fieldBytes + body.length;
  const out = Buffer.allocUnsafe(length);
  out.writeInt32LE(length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(opCode, 12);
  out.fill(0, HEADER_SIZE, HEADER_SIZE + fieldBytes);
  out.set(body, HEADER_SIZE + fieldBytes);
  return out;
}

/** OP_MSG: flag bits 0, then one section of kind 0 (the body). */
export function encodeOpMsgReply(reply: Doc, requestId: number, responseTo: number): Buffer {
  return message(serialize(reply), 4 + 1, requestId, responseTo, OP_MSG);
}

/** OP_REPLY: flags, cursor id and starting position 0, one document returned. */
export function encodeOpReply(reply: Doc, requestId: number, responseTo: number): Buffer {
  const out = message(serialize(reply), 20, requestId, responseTo, OP_REPLY);
  out.writeInt32LE(1, HEADER_SIZE + 16);
  return out;
}
