/** Every way a test gets a database: its own, the app's, a copy of the template, or a server it starts. */
export const OPENS_A_DATABASE: RegExp;
/** The server project's test files (vitest.config.ts: server, contract, scripts) that open a database. */
export function databaseTestFiles(): string[];
