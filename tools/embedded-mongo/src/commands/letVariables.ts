import { Aggregator } from 'mingo';
import { type Doc, isPlainDocument } from '../engine/documents';
import { ErrorCodes, MongoCommandError } from '../errors';

/** mongod's rule for a user variable's name: a lower-case (or non-ASCII) first letter, then letters, digits, _. */
function assertVariableName(name: string): void {
  if (name.length === 0) throw new MongoCommandError(16866, 'empty variable names are not allowed');
  const first = name.charCodeAt(0);
  if (!(first >= 0x61 && first <= 0x7a) && first < 0x80) {
    throw new MongoCommandError(16870, `'${name}' starts with an invalid character for a user variable name`);
  }
  for (const char of name.slice(1)) {
    if (!/[A-Za-z0-9_]/.test(char) && char.charCodeAt(0) < 0x80) {
      throw new MongoCommandError(
        16871,
        `'${name}' contains an invalid character for a variable name: '${char}'`,
      );
    }
  }
}

/**
 * A command's `let` (or an update statement's `c`): each value is an expression, evaluated once against an
 * empty document as mongod does (`$$NOW` works, field paths are missing). Undefined when there is none.
 */
export function evaluateLet(spec: unknown, field = 'let'): Doc | undefined {
  if (spec === undefined) return undefined;
  if (!isPlainDocument(spec)) {
    throw new MongoCommandError(
      ErrorCodes.TypeMismatch,
      `BSON field '${field}' is the wrong type, expected type 'object'`,
    );
  }
  for (const name of Object.keys(spec)) assertVariableName(name);
  const [evaluated] = new Aggregator([{ $replaceWith: { $literal: {} } }, { $addFields: spec }]).run([{}]);
  return evaluated as Doc;
}

/** Both scopes, the inner one winning. */
export function mergeVariables(outer: Doc | undefined, inner: Doc | undefined): Doc | undefined {
  return outer && inner ? { ...outer, ...inner } : (inner ?? outer);
}

function valueAt(value: unknown, parts: readonly string[]): unknown {
  if (parts.length === 0) return value;
  if (Array.isArray(value)) {
    return value.map((item) => valueAt(item, parts)).filter((item) => item !== undefined);
  }
  return isPlainDocument(value) ? valueAt(value[parts[0]!], parts.slice(1)) : undefined;
}

/** `$$name` or `$$name.path` as a constant, when `name` is one of the variables in scope. */
function boundReference(text: string, variables: Doc, shadowed: ReadonlySet<string>): unknown {
  if (!text.startsWith('$$')) return text;
  const [name, ...path] = text.slice(2).split('.');
  if (name === undefined || shadowed.has(name) || !Object.hasOwn(variables, name)) return text;
  const value = valueAt(variables[name], path);
  return value === undefined ? '$$REMOVE' : { $literal: value };
}

/** Names a scoping operator binds for part of its arguments (`$let`, `$map`, `$filter`, `$reduce`). */
function boundNames(operator: string, args: Doc): { names: string[]; scoped: string[] } | undefined {
  switch (operator) {
    case '$let':
      return { names: isPlainDocument(args.vars) ? Object.keys(args.vars) : [], scoped: ['in'] };
    case '$map':
      return { names: [typeof args.as === 'string' ? args.as : 'this'], scoped: ['in'] };
    case '$filter':
      return { names: [typeof args.as === 'string' ? args.as : 'this'], scoped: ['cond'] };
    case '$reduce':
      return { names: ['this', 'value'], scoped: ['in'] };
    default:
      return undefined;
  }
}

function bindExpression(expression: unknown, variables: Doc, shadowed: ReadonlySet<string>): unknown {
  if (typeof expression === 'string') return boundReference(expression, variables, shadowed);
  if (Array.isArray(expression)) return expression.map((item) => bindExpression(item, variables, shadowed));
  if (!isPlainDocument(expression)) return expression;
  const out: Doc = {};
  for (const [key, value] of Object.entries(expression)) {
    if (key === '$literal') {
      out[key] = value;
      continue;
    }
    const scope = isPlainDocument(value) ? boundNames(key, value) : undefined;
    if (!scope || !isPlainDocument(value)) {
      out[key] = bindExpression(value, variables, shadowed);
      continue;
    }
    const inner = new Set([...shadowed, ...scope.names]);
    out[key] = Object.fromEntries(
      Object.entries(value).map(([arg, argValue]) => [
        arg,
        bindExpression(argValue, variables, scope.scoped.includes(arg) ? inner : shadowed),
      ]),
    );
  }
  return out;
}

/**
 * The filter with each `$$variable` inside its `$expr` replaced by the variable's value: filters run through the
 * collection's planner, which evaluates `$expr` with no variables of its own. Outside `$expr` a `$$name` string
 * is a plain value, as in mongod.
 */
export function bindFilterVariables(filter: Doc, variables: Doc | undefined): Doc {
  if (!variables || Object.keys(variables).length === 0) return filter;
  const out: Doc = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$expr') out[key] = bindExpression(value, variables, new Set());
    else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      out[key] = value.map((part) => (isPlainDocument(part) ? bindFilterVariables(part, variables) : part));
    } else out[key] = value;
  }
  return out;
}
