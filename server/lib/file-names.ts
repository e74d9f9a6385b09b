import { fieldError } from './errors';

/**
 * Extensions a server, a browser or a desktop may run or render as a page. A name carrying one anywhere
 * after its first dot (`photo.php.jpg`, `scan.jpg.html`) is refused: some servers act on any of a name's
 * extensions, and a desktop hides the last one, so the name itself is the trap even though we judge the
 * file by its bytes.
 */
const ACTIVE_EXTENSIONS = new Set([
  // web pages and server scripts
  'htm',
  'html',
  'xhtml',
  'xht',
  'shtml',
  'mht',
  'mhtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'hta',
  'swf',
  'php',
  'php3',
  'php4',
  'php5',
  'php7',
  'php8',
  'phtml',
  'pht',
  'phar',
  'jsp',
  'jspx',
  'asp',
  'aspx',
  'ashx',
  'asmx',
  'cer',
  'cgi',
  'htaccess',
  // scripts and programs
  'js',
  'mjs',
  'cjs',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'ps1',
  'psm1',
  'pl',
  'py',
  'pyc',
  'rb',
  'sh',
  'bash',
  'zsh',
  'ksh',
  'csh',
  'exe',
  'dll',
  'bat',
  'cmd',
  'scr',
  'pif',
  'msi',
  'msp',
  'cpl',
  'jar',
  'lnk',
  'reg',
  'apk',
]);

// Control characters, and the Unicode marks that reverse text so `gpj.exe` can display as `exe.jpg`.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const rename = (field: string, why: string) => fieldError(field, `Rename the file: ${why}, then upload it again.`);

/**
 * The plain base name of an uploaded file, or a 400 on the field telling the user what to rename.
 * An empty name is left for the caller (the file is then judged as missing or empty).
 */
export function checkUploadName(field: string, name: string): string {
  if (name === '') return name;
  if (HIDDEN_CHARACTERS.test(name)) throw rename(field, 'its name contains control or hidden characters');
  if (/[\\/]/.test(name) || /^[a-z]:/i.test(name))
    throw rename(field, 'its name must be a plain file name, without a folder or drive');
  if (name.includes(':')) throw rename(field, 'its name must not contain ":"');
  const trimmed = name.trim();
  if (trimmed === '' || /^\.+$/.test(trimmed)) throw rename(field, 'it has no name');
  if (trimmed.startsWith('.')) throw rename(field, 'its name must not start with a dot');
  if (name.length > 255) throw rename(field, 'its name is longer than 255 characters');
  // Windows drops trailing dots and spaces, so `x.php.` and `x.php ` are `x.php` once saved; a part that
  // starts with a space is words after an abbreviation (`Sh. Ram Kumar.pdf`), not an extension.
  const extensions = trimmed
    .split('.')
    .slice(1)
    .filter((e) => !/^\s/.test(e))
    .map((e) => e.trimEnd().toLowerCase());
  const bad = extensions.find((e) => ACTIVE_EXTENSIONS.has(e));
  if (bad) throw rename(field, `".${bad}" files are not accepted and its name must not contain ".${bad}"`);
  return trimmed;
}
