/**
 * The portal speaks the agent's language (issue 26): a text people read comes from the catalogue
 * (`t('common.save')`), never written inline, or a Hindi reader meets English. This rule reads the web's
 * code for the places a text reaches the screen: JSX text and `{'…'}` children, the JSX attributes people
 * read (label, title, aria-label…) and the object properties that become one (a toast's title and message, a
 * select's option label, a confirm dialog's labels.confirm). A text is a string with a letter in any script;
 * one of punctuation, numbers and symbols only (₹, /-, ·, …) is the same in every language and passes.
 *
 * A module's constant named for a text (NOT_FOUND_TITLE, SAVE_LABEL: *_TEXT, *_TITLE, *_LABEL, *_MESSAGE, *_HINT)
 * is one too when its string reads as words.
 *
 * What is not text passes by construction: a call (`t(…)`, `i18n._(…)`), a variable, a catalogue id
 * ('common.table.showing'), an address (mail, URL), and every other attribute (className, href, data-testid…).
 */

export const TEXT_FILES = ['web/**/*.{ts,tsx}'];
// Tests assert what the user sees, in English or the pseudo-locale: their texts are expectations, not the screen's.
export const TEXT_IGNORES = ['web/**/*.test.{ts,tsx}', 'web/test/**'];

const LETTER = /\p{L}/u;
// A character reference is markup, not words: &nbsp; has letters but shows a space.
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/gi;
const CATALOGUE_ID = /^[a-z][\w-]*(?:\.[\w-]+)+$/;
const ADDRESS = /^(?:\S+@\S+\.\S+|(?:https?:|mailto:|tel:|\/)\S*)$/;

const READ = [
  'label',
  'title',
  'placeholder',
  'description',
  'message',
  'hint',
  'intro',
  'eyebrow',
  'legend',
  'caption',
];
const ATTRIBUTES = new Set([
  ...READ,
  'alt',
  'error',
  'helperText',
  'tooltip',
  'aria-label',
  'aria-description',
  'aria-roledescription',
]);
const PROPERTIES = new Set([...READ, 'text']);
// A prop that carries text says so in its name: submitLabel, rowActionsLabel, nothingFoundMessage, closeButtonLabel.
const READ_SUFFIX = /[a-z](?:Label|Title|Message|Text|Placeholder|Description|Hint)$/;
const isRead = (names, name) => names.has(name) || READ_SUFFIX.test(name ?? '');
// modals.openConfirmModal({ labels: { confirm, cancel } }): the two buttons' words.
const LABELS_PROPERTIES = new Set(['confirm', 'cancel']);
// `const NOT_FOUND_TITLE = 'Page not found'`: a module's constant named for a text holds one the screen shows.
const TEXT_CONSTANT = /^[A-Z][A-Z\d_]*_(?:TEXT|TITLE|LABEL|MESSAGE|HINT)$/;
// …when it reads as words: a space between them, or a capitalised one ('Cancel'); a code ('pending') does not.
const WORDS = /\S\s+\S|\p{Lu}\p{Ll}/u;

function isText(value) {
  if (typeof value !== 'string') return false;
  const words = value.replace(ENTITY, ' ').trim();
  return LETTER.test(words) && !CATALOGUE_ID.test(words) && !ADDRESS.test(words);
}

/** The inline texts an expression can evaluate to: a condition's arms, `a && b`'s b, both sides of `??`, `||`, `+`. */
function textsIn(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return isText(node.value) ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((q) => isText(q.value.cooked ?? q.value.raw)) ? [node] : [];
    case 'ConditionalExpression':
      return [...textsIn(node.consequent), ...textsIn(node.alternate)];
    // `area === 'merchant' && …` compares a value: the string is a code, not shown.
    case 'LogicalExpression':
      return [...(node.operator === '&&' ? [] : textsIn(node.left)), ...textsIn(node.right)];
    case 'BinaryExpression':
      return node.operator === '+' ? [...textsIn(node.left), ...textsIn(node.right)] : [];
    case 'JSXExpressionContainer':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return textsIn(node.expression);
    // A default in a destructured prop (`{ title = 'Confirm' }`) is what the screen shows when none is given.
    case 'AssignmentPattern':
      return textsIn(node.right);
    default:
      return [];
  }
}

const keyName = (key) =>
  key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : undefined;

const isModuleLevel = (declaration) =>
  declaration.parent?.type === 'Program' ||
  (declaration.parent?.type === 'ExportNamedDeclaration' && declaration.parent.parent?.type === 'Program');

function isTextConstant(declarator) {
  const declaration = declarator.parent;
  return (
    declarator.id.type === 'Identifier' &&
    TEXT_CONSTANT.test(declarator.id.name) &&
    declaration?.kind === 'const' &&
    isModuleLevel(declaration)
  );
}

const readsAsWords = (node) =>
  WORDS.test(
    node.type === 'TemplateLiteral' ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ') : node.value,
  );

function isReadProperty(property) {
  if (property.computed) return false;
  const name = keyName(property.key);
  if (isRead(PROPERTIES, name)) return true;
  if (!LABELS_PROPERTIES.has(name)) return false;
  const holder = property.parent?.parent;
  return holder?.type === 'Property' && keyName(holder.key) === 'labels';
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A text people read comes from the catalogue, not written inline (issue 26).' },
    schema: [],
    messages: {
      inline: 'Inline text "{{text}}": add it to the catalogue (contract/i18n/catalogues) and write t(\'…\').',
    },
  },
  create(context) {
    const report = (node) => {
      const raw = node.type === 'TemplateLiteral' ? context.sourceCode.getText(node) : String(node.value);
      const text = raw.replace(/\s+/g, ' ').trim();
      context.report({ node, messageId: 'inline', data: { text: text.length > 40 ? `${text.slice(0, 39)}…` : text } });
    };
    const isChild = (node) => node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment';
    return {
      JSXText(node) {
        if (isText(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        if (isChild(node)) textsIn(node.expression).forEach(report);
      },
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && isRead(ATTRIBUTES, node.name.name))
          textsIn(node.value).forEach(report);
      },
      Property(node) {
        if (isReadProperty(node)) textsIn(node.value).forEach(report);
      },
      VariableDeclarator(node) {
        if (isTextConstant(node)) textsIn(node.init).filter(readsAsWords).forEach(report);
      },
    };
  },
};
