import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Db } from '#server/db/client.ts';
import { media } from '#server/db/schema.ts';
import { storageKeysOf } from '#server/modules/media/media-file.public.ts';
import { assertSafeKey, type Storage } from '#server/providers/storage/port.ts';
import { tablesInForeignKeyOrder } from './tables.ts';

/** The archive's own format (docs/decisions/025-backup-archive.md); a restore refuses any other. */
export const ARCHIVE_FORMAT = 'sitewright-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
/** Rows per INSERT on restore: one JSON array parameter each. */
const RESTORE_BATCH_ROWS = 500;

export interface ManifestTable {
  name: string;
  file: string;
  rows: number;
  sha256: string;
  /** The columns the source had (a restore into a newer schema fills the others with their defaults). */
  columns: string[];
}

export interface ManifestFile {
  key: string;
  file: string;
  bytes: number;
  sha256: string;
  contentType: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** How many migrations the source had applied, and the newest one's timestamp. */
  migrations: { count: number; latest: number | null };
  createdAt: string;
  engine: 'pglite' | 'postgres';
  tables: ManifestTable[];
  files: ManifestFile[];
}

/** An archive that is not whole or not ours: nothing has been written when this is thrown. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** A restore target that already holds data, without `force`. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tableColumns(db: Db, table: string, insertableOnly: boolean): Promise<string[]> {
  const found = await rows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}
        ${insertableOnly ? sql`and is_generated = 'NEVER'` : sql``} order by ordinal_position`,
  );
  return found.map((r) => r.column_name);
}

export async function migrationLevel(db: Db): Promise<Manifest['migrations']> {
  const [level] = await rows<{ count: number | string; latest: number | string | null }>(
    db,
    sql`select count(*) as count, max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  return { count: Number(level?.count ?? 0), latest: level?.latest == null ? null : Number(level.latest) };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Writes one gzip-compressed tar archive to `outFile`: manifest.json, tables/NN-name.jsonl (one
 * JSON object per row, as PostgreSQL's row_to_json writes it: full-precision timestamps, jsonb as
 * JSON, booleans, numbers) in foreign-key order, and media/<key> for every stored file.
 */
export async function createBackup(options: { db: Db; engine: Manifest['engine']; storage: Storage; outFile: string; appVersion: string }): Promise<Manifest> {
  const { db, storage } = options;
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'sitewright-backup-'));
  try {
    await fsp.mkdir(path.join(work, 'tables'));
    await fsp.mkdir(path.join(work, 'media'));
    const tables: ManifestTable[] = [];
    // One snapshot for every table on PostgreSQL, where the server may be running.
    await db.transaction(async (tx) => {
      if (options.engine === 'postgres') await tx.execute(sql`set transaction isolation level repeatable read read only`);
      for (const [index, name] of tablesInForeignKeyOrder().entries()) {
        const file = `tables/${String(index).padStart(2, '0')}-${name}.jsonl`;
        const lines = await rows<{ line: string }>(tx as unknown as Db, sql.raw(`select row_to_json(t)::text as line from ${quote(name)} t order by 1`));
        const text = lines.map((r) => `${r.line}\n`).join('');
        await fsp.writeFile(path.join(work, file), text);
        tables.push({ name, file, rows: lines.length, sha256: sha256(text), columns: await tableColumns(tx as unknown as Db, name, false) });
      }
    });
    const files: ManifestFile[] = [];
    const items = await db.select({ kind: media.kind, storageKey: media.storageKey }).from(media).orderBy(media.storageKey);
    const seen = new Set<string>();
    for (const item of items) {
      for (const key of storageKeysOf(item)) {
        if (seen.has(key)) continue;
        seen.add(key);
        const object = await storage.get(key);
        // Width variants are made on first request; most are absent, and a restore makes them again.
        if (!object) continue;
        const file = `media/${key}`;
        await fsp.mkdir(path.dirname(path.join(work, file)), { recursive: true });
        await fsp.writeFile(path.join(work, file), object.body);
        files.push({ key, file, bytes: object.body.length, sha256: sha256(object.body), contentType: object.contentType });
      }
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      appVersion: options.appVersion,
      migrations: await migrationLevel(db),
      createdAt: new Date().toISOString(),
      engine: options.engine,
      tables,
      files,
    };
    await fsp.writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsp.mkdir(path.dirname(path.resolve(options.outFile)), { recursive: true });
    // Written beside the target and renamed, so a failed backup never leaves a half archive under its name.
    const partial = `${path.resolve(options.outFile)}.partial`;
    try {
      await tar.create({ file: partial, cwd: work, gzip: true, portable: true }, ['manifest.json', 'tables', 'media']);
      await fsp.rename(partial, options.outFile);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return manifest;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** An archive unpacked into a temporary directory and checked whole: manifest, every file, every checksum. */
export interface OpenedArchive {
  manifest: Manifest;
  dir: string;
  close(): Promise<void>;
}

export async function openArchive(file: string): Promise<OpenedArchive> {
  if (!fs.existsSync(file)) throw new ArchiveError(`No archive at ${path.resolve(file)}.`);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sitewright-restore-'));
  const close = () => fsp.rm(dir, { recursive: true, force: true, maxRetries: 3 });
  try {
    try {
      // Read through once without writing (a truncated or corrupt stream fails here), then unpack.
      await tar.list({ file, strict: true });
      await tar.extract({ file, cwd: dir, strict: true });
    } catch (error) {
      throw new ArchiveError(`${file} is not a whole Sitewright backup (truncated or damaged): ${(error as Error).message}`);
    }
    const manifest = await readManifest(dir, file);
    for (const table of manifest.tables) {
      const text = await readInside(dir, table.file, file);
      if (sha256(text) !== table.sha256) throw new ArchiveError(`${file}: table ${table.name} does not match its checksum; the archive was changed or damaged.`);
      const count = text.length === 0 ? 0 : text.toString('utf8').split('\n').length - 1;
      if (count !== table.rows) throw new ArchiveError(`${file}: table ${table.name} holds ${count} rows, the manifest says ${table.rows}.`);
    }
    const expected = tablesInForeignKeyOrder();
    const unknown = manifest.tables.map((t) => t.name).filter((name) => !expected.includes(name));
    if (unknown.length > 0) throw new ArchiveError(`${file} holds tables this version of Sitewright does not know: ${unknown.join(', ')}.`);
    for (const entry of manifest.files) {
      try {
        assertSafeKey(entry.key);
      } catch {
        throw new ArchiveError(`${file}: media key ${JSON.stringify(entry.key)} is not a valid storage key.`);
      }
      const body = await readInside(dir, entry.file, file);
      if (body.length !== entry.bytes || sha256(body) !== entry.sha256) throw new ArchiveError(`${file}: media file ${entry.key} does not match its checksum.`);
    }
    return { manifest, dir, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

async function readManifest(dir: string, file: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new ArchiveError(`${file} has no readable manifest.json: it is not a Sitewright backup.`);
  }
  if (manifest?.format !== ARCHIVE_FORMAT || !Array.isArray(manifest.tables) || !Array.isArray(manifest.files)) {
    throw new ArchiveError(`${file} is not a Sitewright backup (its manifest names no ${ARCHIVE_FORMAT} format).`);
  }
  if (manifest.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveError(`${file} is a backup of format version ${manifest.formatVersion}; this version of Sitewright reads version ${ARCHIVE_FORMAT_VERSION}.`);
  }
  return manifest;
}

async function readInside(dir: string, relative: string, file: string): Promise<Buffer> {
  const full = path.resolve(dir, relative);
  if (!full.startsWith(`${dir}${path.sep}`)) throw new ArchiveError(`${file}: the manifest names a path outside the archive (${relative}).`);
  try {
    return await fsp.readFile(full);
  } catch {
    throw new ArchiveError(`${file}: ${relative}, named in the manifest, is missing.`);
  }
}

/** Rows in every table of the schema, by table; for the empty-target check and the counts after. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tablesInForeignKeyOrder()) {
    const [row] = await rows<{ n: number | string }>(db, sql.raw(`select count(*) as n from ${quote(name)}`));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Loads a verified archive into `db` (already migrated) and `storage`. Refuses a target with any
 * row unless `force`, which empties every table first, in the same transaction as the inserts,
 * so a failure leaves the target as it was. Media files are written before the rows and checked
 * back afterwards.
 */
export async function restoreArchive(
  archive: OpenedArchive,
  options: { db: Db; storage: Storage | null; force?: boolean },
): Promise<{ counts: Record<string, number> }> {
  const { db, storage } = options;
  const { manifest } = archive;
  const level = await migrationLevel(db);
  if ((manifest.migrations.latest ?? 0) > (level.latest ?? 0)) {
    throw new ArchiveError(`The archive was made by a newer Sitewright (${manifest.appVersion}, ${manifest.migrations.count} migrations); update this one first.`);
  }
  const before = await countRows(db);
  const filled = Object.entries(before).filter(([, n]) => n > 0);
  if (filled.length > 0 && !options.force) {
    throw new TargetNotEmptyError(
      `The target database is not empty (${filled.map(([name, n]) => `${name}: ${n}`).join(', ')}). ` +
        'Restore into an empty database, or pass --force to replace everything in it.',
    );
  }
  if (storage) {
    for (const entry of manifest.files) await storage.put(entry.key, await fsp.readFile(path.join(archive.dir, entry.file)), entry.contentType);
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const names = tablesInForeignKeyOrder();
    if (options.force) await t.execute(sql.raw(`truncate ${names.map(quote).join(', ')} restart identity cascade`));
    for (const table of manifest.tables) {
      const insertable = new Set(await tableColumns(t, table.name, true));
      const columns = table.columns.filter((c) => insertable.has(c)).map(quote).join(', ');
      const lines = (await fsp.readFile(path.join(archive.dir, table.file), 'utf8')).split('\n').filter(Boolean);
      for (let i = 0; i < lines.length; i += RESTORE_BATCH_ROWS) {
        const batch = `[${lines.slice(i, i + RESTORE_BATCH_ROWS).join(',')}]`;
        // PostgreSQL converts each JSON value back to its column's type; a row a trigger already made
        // (document_search, from document) is the same row, so a conflict keeps it.
        await t.execute(
          sql`insert into ${sql.raw(quote(table.name))} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(quote(table.name))}, ${batch}::json) on conflict do nothing`,
        );
      }
    }
    // Sequences (serial and identity columns) continue after the highest restored value.
    const sequences = await rows<{ table_name: string; column_name: string; seq: string }>(
      t,
      sql`select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
          from information_schema.columns where table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
    );
    for (const s of sequences) {
      await t.execute(
        sql.raw(`select setval('${s.seq.replaceAll("'", "''")}', coalesce((select max(${quote(s.column_name)}) from ${quote(s.table_name)}), 0) + 1, false)`),
      );
    }
    const after = await countRows(t);
    for (const table of manifest.tables) {
      if (after[table.name] !== table.rows) throw new Error(`Restored ${after[table.name]} rows into ${table.name}, the archive holds ${table.rows}; nothing was kept.`);
    }
  });
  if (storage) {
    for (const entry of manifest.files) {
      const object = await storage.get(entry.key);
      if (!object || sha256(object.body) !== entry.sha256) throw new Error(`Media file ${entry.key} did not read back as written to the target storage.`);
    }
  }
  return { counts: await countRows(db) };
}
