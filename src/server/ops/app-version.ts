import fs from 'node:fs';

/** The version in package.json, recorded in every backup's manifest. */
export function appVersion(): string {
  const file = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}
