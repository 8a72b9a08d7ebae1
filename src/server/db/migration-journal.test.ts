import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Drizzle's migrator applies a migration only when its journal time is newer than the last one a
// database holds: a migration listed with an older or equal time than an earlier entry (two branches
// adding one each, say) would silently never run on existing databases.
const DIR = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };

describe('the migration journal', () => {
  it('lists every migration with a time newer than every entry before it', () => {
    const late = journal.entries.filter((entry, index) => index > 0 && entry.when <= journal.entries[index - 1]!.when).map((entry) => entry.tag);
    expect(late).toEqual([]);
  });

  it('names each SQL file once, and every SQL file is in it', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.sql')).map((name) => name.slice(0, -'.sql'.length)).sort();
    const tags = journal.entries.map((entry) => entry.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect([...tags].sort()).toEqual(files);
  });
});
