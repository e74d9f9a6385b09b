import ts from 'typescript';
import { textId } from '../contract/i18n/texts';

/** The server's error makers (server/lib/errors.ts): which arguments are the sentence, and which hold field messages. */
const ERROR_CALLS: Record<string, { sentence: number; fields?: number }> = {
  AppError: { sentence: 1, fields: 2 },
  badRequest: { sentence: 0, fields: 1 },
  fieldError: { sentence: 1 },
  unauthorized: { sentence: 0 },
  forbidden: { sentence: 0 },
  notFound: { sentence: 0 },
  conflict: { sentence: 0 },
  unprocessable: { sentence: 0 },
  errorText: { sentence: 1 },
};

/** zod's checks whose last argument may be the message; and the contract's own refinement helpers. */
const CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'startsWith',
  'endsWith',
  'nonempty',
  'gte',
  'lte',
  'gt',
  'lt',
  'int',
  'positive',
  'nonnegative',
  'multipleOf',
  'includes',
]);
/** The contract's problem lists (nsdl-pan/rules.ts, gst's problemCollector): `need(field, …, message)`, `bad(…)`. */
const PROBLEM_CALLS = new Set(['need', 'bad']);
/** Properties whose text value is a message a person reads when a value is wrong. */
const MESSAGE_PROPS = new Set(['message', 'error', 'missing']);

/** A sentence, not a code or a pattern: a capital letter or a space, some lower-case letters. */
const isSentence = (text: string) => /[a-z]{2}/.test(text) && (/\s/.test(text) || /^[A-Z]/.test(text));

const calleeName = (e: ts.Expression): string | undefined =>
  ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : undefined;

/**
 * The fixed error sentences of a source file (id → English), and where one is built with ${…} (line: text). In the
 * contract, a check function's answer counts too: a string a function returns there is a validator's message.
 */
export function errorSentences(source: ts.SourceFile, contract: boolean) {
  const fixed = new Map<string, string>();
  const built: string[] = [];
  const take = (node: ts.Node | undefined) => {
    if (!node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isSentence(node.text)) fixed.set(textId(node.text, 'errors'), node.text);
    } else if (ts.isTemplateExpression(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      built.push(`${line}: ${node.getText().slice(0, 100)}`);
    } else if (ts.isConditionalExpression(node)) {
      take(node.whenTrue);
      take(node.whenFalse);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      take(node.right);
    } else if (ts.isParenthesizedExpression(node)) take(node.expression);
  };
  const takeFields = (node: ts.Node | undefined) => {
    if (!node || !ts.isObjectLiteralExpression(node)) return;
    for (const p of node.properties)
      if (ts.isPropertyAssignment(p) && ts.isArrayLiteralExpression(p.initializer))
        for (const e of p.initializer.elements) take(e);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node.expression);
      const args = node.arguments ?? ts.factory.createNodeArray();
      const call = name ? ERROR_CALLS[name] : undefined;
      if (call) {
        take(args[call.sentence]);
        if (call.fields !== undefined) takeFields(args[call.fields]);
      } else if (contract && name && PROBLEM_CALLS.has(name) && args.length) {
        take(args[args.length - 1]);
      } else if (contract && name && CHECKS.has(name) && args.length) {
        const last = args[args.length - 1];
        take(last);
        if (ts.isObjectLiteralExpression(last)) visit(last);
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MESSAGE_PROPS.has(node.name.text))
      take(node.initializer);
    if (contract && ts.isReturnStatement(node)) take(node.expression);
    if (contract && ts.isArrowFunction(node) && !ts.isBlock(node.body)) take(node.body);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { fixed, built };
}
