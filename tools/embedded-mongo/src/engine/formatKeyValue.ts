import { Binary, Decimal128, Long, ObjectId } from 'bson';
import { isPlainDocument } from './documents';

/** Renders a value the way mongod prints keys in E11000 messages: `{ name: "x", n: 1 }`. */
function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof Long) return value.toString();
  if (value instanceof Decimal128) return `NumberDecimal("${value.toString()}")`;
  if (value instanceof Binary)
    return `BinData(${value.sub_type}, ${Buffer.from(value.value()).toString('hex')})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  if (isPlainDocument(value)) return formatKeyValue(value);
  return String(value);
}

export function formatKeyValue(doc: Record<string, unknown>): string {
  const fields = Object.entries(doc).map(([name, value]) => `${name}: ${formatValue(value)}`);
  return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
}
