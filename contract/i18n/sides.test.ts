import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SERVER_NAMESPACES, WEB_NAMESPACES } from './index';

const webFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return webFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

describe("the catalogues' sides", () => {
  it('gives the web a module for each of its namespaces and none for the server-only ones', () => {
    expect([...WEB_NAMESPACES, ...SERVER_NAMESPACES].sort()).toEqual([...NAMESPACES].sort());
    expect(WEB_NAMESPACES.filter((ns) => !existsSync(`web/i18n/${ns}.ts`))).toEqual([]);
    expect(SERVER_NAMESPACES.filter((ns) => existsSync(`web/i18n/${ns}.ts`))).toEqual([]);
  });

  it('keeps the web off the server-only messages, which it never loads', () => {
    const id = new RegExp(`['"\`](?:${SERVER_NAMESPACES.join('|')})\\.[a-z]`);
    const using = webFiles('web').filter((file) => id.test(readFileSync(file, 'utf8')));
    expect(using).toEqual([]);
  });
});
