/**
 * A domain owns its tables (docs/decisions/0071), in raw SQL too: the import rule sees `import { users }`
 * but not sql`… join users u …`, which names the table as text. This rule reads the static text of every
 * sql`` template (and sql.raw('…')) in a module's files and reports a table another domain owns, from the
 * same owner map and exceptions as the import rule (eslint.config.js passes them), so one list governs both.
 *
 * Options: { tables: { table: schemaFile }, owners: { schemaFile: owner }, exceptions: { module: { schemaFile: why } } }.
 */

// Where SQL names a table: after from / join / update / into / truncate (delete from and exists (select … from
// x) are from's); an optional schema ("public.") and ONLY are skipped. A list of tables after a comma follows.
const TABLE_AFTER = /\b(?:from|join|update|into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:\w+\.)?(\w+)/gi;
const MORE_TABLES =
  /^(?:\s+(?:as\s+)?(?!where\b|on\b|join\b|left\b|inner\b|group\b|order\b|limit\b)\w+)?\s*,\s*(?:\w+\.)?(\w+)/i;
// A list definition's `from` (and the request engine's `pageFrom`) is a FROM clause without its keyword.
const FROM_KEYS = new Set(['from', 'pageFrom']);
// Stands for an interpolation: not a word, so `from ${piece}` names no table.
const HOLE = ' \u0000 ';

/** The SQL's text with its comments and string literals gone (a word in them names no table). */
function sqlText(raw) {
  return raw
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(\w+)"/g, '$1');
}

/** Every table the text names in a table's position. */
export function tablesNamed(raw) {
  const text = sqlText(raw);
  const found = [];
  for (const m of text.matchAll(TABLE_AFTER)) {
    found.push(m[1]);
    let rest = text.slice(m.index + m[0].length);
    for (let more = MORE_TABLES.exec(rest); more; more = MORE_TABLES.exec(rest)) {
      found.push(more[1]);
      rest = rest.slice(more[0].length);
    }
  }
  return found.map((t) => t.toLowerCase());
}

const moduleOf = (filename) => /[\\/]server[\\/]modules[\\/]([^\\/]+)[\\/]/.exec(filename)?.[1];

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Raw SQL in a module names no table another domain owns (decision 0071).' },
    schema: [
      {
        type: 'object',
        properties: { tables: { type: 'object' }, owners: { type: 'object' }, exceptions: { type: 'object' } },
        required: ['tables', 'owners'],
        additionalProperties: false,
      },
    ],
    messages: { foreign: '{{owner}} owns {{table}}: join the read model it exports, not its table.' },
  },
  create(context) {
    const { tables, owners, exceptions = {} } = context.options[0];
    const m = moduleOf(context.filename);
    if (!m) return {};
    const check = (node, raw) => {
      for (const table of new Set(tablesNamed(raw))) {
        const file = tables[table];
        if (!file || owners[file] === m || exceptions[m]?.[file]) continue;
        context.report({ node, messageId: 'foreign', data: { owner: owners[file], table } });
      }
    };
    const inFromKey = (node) =>
      node.parent?.type === 'Property' && node.parent.value === node && FROM_KEYS.has(node.parent.key?.name);
    return {
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const raw = node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(HOLE);
        check(node, (inFromKey(node) ? 'from ' : '') + raw);
      },
      CallExpression(node) {
        const c = node.callee;
        const isRaw =
          c.type === 'MemberExpression' &&
          c.object.type === 'Identifier' &&
          c.object.name === 'sql' &&
          c.property.type === 'Identifier' &&
          c.property.name === 'raw';
        const [arg] = node.arguments;
        if (!isRaw || !arg) return;
        if (arg.type === 'Literal' && typeof arg.value === 'string') check(node, arg.value);
        else if (arg.type === 'TemplateLiteral')
          check(node, arg.quasis.map((q) => q.value.cooked ?? q.value.raw).join(HOLE));
      },
    };
  },
};
