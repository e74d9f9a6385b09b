import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { checkUploadName } from './file-names';

function refusal(name: string, field = 'file'): AppError {
  try {
    checkUploadName(field, name);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error(`"${name}" was accepted`);
}

describe('checkUploadName', () => {
  it('keeps ordinary names, trimmed', () => {
    for (const name of [
      'aadhaar.pdf',
      'Shop Photo 2024.JPG',
      'scan (1).png',
      'रवि कुमार.jpeg',
      'Sh. Ram Kumar.pdf',
      'my.resume.final.pdf',
      'noextension',
    ]) {
      expect(checkUploadName('file', name)).toBe(name);
    }
    expect(checkUploadName('file', '  slip.png ')).toBe('slip.png');
    expect(checkUploadName('file', '')).toBe('');
  });

  it('refuses a path, a drive or a stream, with a 400 on the field telling the user to rename', () => {
    for (const name of [
      '../../etc/passwd.jpg',
      '..\\..\\boot.ini',
      '/var/www/shell.jpg',
      'C:\\Users\\x\\photo.jpg',
      'C:photo.jpg',
      'photo.jpg::$DATA',
      'dir/photo.jpg',
    ]) {
      const e = refusal(name, 'slip');
      expect(e.status, name).toBe(400);
      expect(e.errors?.slip?.[0], name).toMatch(/^Rename the file: /);
    }
    expect(refusal('a/b.jpg').message).toBe(
      'Rename the file: its name must be a plain file name, without a folder or drive, then upload it again.',
    );
  });

  it('refuses control characters, NUL and text-reversing marks', () => {
    for (const name of [
      'photo.php\u0000.jpg',
      'photo\r\n.jpg',
      'photo\t.jpg',
      'invoice\u202Egpj.exe',
      '\u2066photo.jpg',
    ]) {
      expect(refusal(name).message, JSON.stringify(name)).toMatch(/control or hidden characters/);
    }
  });

  it('refuses an executable or web extension anywhere after the first dot', () => {
    const cases: [string, string][] = [
      ['photo.php.jpg', 'php'],
      ['photo.jpg.exe', 'exe'],
      ['photo.jpg.html', 'html'],
      ['logo.svg', 'svg'],
      ['run.js', 'js'],
      ['setup.EXE', 'exe'],
      ['fix.bat', 'bat'],
      ['go.sh', 'sh'],
      ['page.htm', 'htm'],
      ['x.jsp', 'jsp'],
      ['x.aspx', 'aspx'],
      ['x.asp', 'asp'],
      ['x.cgi', 'cgi'],
      ['x.pl', 'pl'],
      ['x.py', 'py'],
      ['x.phtml.png', 'phtml'],
      ['shell.php.', 'php'],
      ['shell.php ', 'php'],
      ['shell.php .jpg', 'php'],
    ];
    for (const [name, ext] of cases) {
      expect(refusal(name).message, name).toBe(
        `Rename the file: ".${ext}" files are not accepted and its name must not contain ".${ext}", then upload it again.`,
      );
    }
  });

  it('refuses hidden files, names that are only dots, and overlong names', () => {
    expect(refusal('.htaccess').message).toMatch(/must not start with a dot/);
    expect(refusal('..').message).toMatch(/no name/);
    expect(refusal('   ').message).toMatch(/no name/);
    expect(refusal(`${'a'.repeat(300)}.jpg`).message).toMatch(/longer than 255/);
  });
});
