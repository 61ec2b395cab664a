/**
 * Database backups, and moving a SQLite site to PostgreSQL, for whoever hosts the site. The
 * database is the server's: PostgreSQL when DATABASE_URL is set, else the SQLite file of DATA_DIR
 * (default ./data).
 *   npm run db -- backup [FILE]     consistent copy while the site runs (SQLite: online backup;
 *                                   PostgreSQL: pg_dump --format=custom); default
 *                                   <DATA_DIR>/backups/wado-<date>.sqlite, or .pgdump
 *   npm run db -- restore FILE      the server (every instance) must be stopped. SQLite: the current
 *                                   file is kept aside; PostgreSQL: pg_restore --clean into the
 *                                   database of DATABASE_URL, in one transaction (all or nothing)
 *   npm run db -- check FILE        SQLite file: integrity check and row counts; PostgreSQL backup:
 *                                   its tables and their rows, read from the file (not restored)
 *   npm run db -- copy-to-postgres  copies the SQLite site of DATA_DIR into the empty database of
 *                                   DATABASE_URL (site stopped); the SQLite file is left as it is
 *   npm run db -- send-held [ID…]   sends the e-mails a restore held (all, or those ids): they were
 *                                   pending in the backup, and may have gone out after it
 * A backup holds the images and documents too (SQLite: copied into the backup file from
 * UPLOADS_DIR, default <DATA_DIR>/uploads, and put back there by a restore; PostgreSQL: in the database).
 * pg_dump and pg_restore: from PG_BIN, else /usr/lib/postgresql/<highest version>/bin, else the PATH.
 */
import fs from 'node:fs';
import path from 'node:path';
import { databaseUrlSetting, findRepoRoot, uploadsDirectory } from '../src/config';
import { DATABASE_FILE, backupDatabase, checkDatabaseFile, restoreDatabase } from '../src/db/backup';
import { backupPostgres, checkPostgresDump, describeDatabase, restorePostgres } from '../src/db/backupPostgres';
import { copySqliteToPostgres } from '../src/db/copyToPostgres';
import { afterRestore } from '../src/db/afterRestore';
import { openDatabase } from '../src/db/connection';
import { heldMail, sendHeldMail, type HeldMail } from '../src/features/mail/held';
import { forTerminal } from './terminal';

/** The held e-mails, a line each, for the person who restored. */
function describeHeld(held: HeldMail[]): string {
  if (held.length === 0) return 'Aucun e-mail en attente dans la sauvegarde.';
  return [
    `${held.length} e-mail(s) étaient en attente dans la sauvegarde : ils ont peut-être déjà été envoyés, le serveur ne les enverra pas de lui-même.`,
    ...held.map(
      (mail) =>
        `  n° ${mail.id}  ${forTerminal(mail.createdAt)}  ${forTerminal(mail.to)}  ${forTerminal(mail.subject)}`,
    ),
    'Vérifiez-les, puis : npm run db -- send-held [n°…] (tous sans numéro).',
  ].join('\n');
}

/** What a file is, by its first bytes: a SQLite database, a pg_dump archive (custom format), or neither. */
function fileKind(file: string): 'sqlite' | 'postgres' | 'unknown' {
  if (!fs.existsSync(file)) throw new Error(`Le fichier ${file} n'existe pas`);
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.toString('latin1', 0, 5) === 'PGDMP') return 'postgres';
  return 'unknown';
}

async function main() {
  const [command, file, ...more] = process.argv.slice(2);
  // DATA_DIR, UPLOADS_DIR and DATABASE_URL read as the server reads them (loadConfig would also
  // insist on the server's own settings, PUBLIC_URL…, which a backup does not need).
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(findRepoRoot(__dirname), 'data'));
  const uploadsDir = uploadsDirectory({
    dataDir,
    uploadsDir: process.env.UPLOADS_DIR ? path.resolve(process.env.UPLOADS_DIR) : '',
  });
  const databaseUrl = databaseUrlSetting(process.env.DATABASE_URL);
  const summary = (tables: Record<string, number>) =>
    Object.entries(tables)
      .map(([name, rows]) => `  ${name}: ${rows}`)
      .join('\n');
  const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
  switch (command) {
    case 'backup': {
      if (databaseUrl) {
        const destination = file ?? path.join(dataDir, 'backups', `wado-${stamp()}.pgdump`);
        const result = await backupPostgres(databaseUrl, destination);
        console.log(
          `Sauvegarde écrite : ${result.file} (${result.bytes} octets), base ${describeDatabase(databaseUrl)}\nLignes dans la sauvegarde :\n${summary(result.tables)}`,
        );
        return;
      }
      const destination = file ?? path.join(dataDir, 'backups', `wado-${stamp()}.sqlite`);
      const result = await backupDatabase(dataDir, destination, uploadsDir);
      console.log(`Sauvegarde écrite : ${result.file} (${result.bytes} octets)\n${summary(result.tables)}`);
      return;
    }
    case 'restore': {
      if (!file) throw new Error('Quel fichier restaurer ? npm run db -- restore FICHIER');
      const source = path.resolve(file);
      const kind = fileKind(source);
      if (databaseUrl) {
        if (kind === 'sqlite') {
          throw new Error(
            `${file} est une base SQLite, et DATABASE_URL désigne PostgreSQL : restaurez-la sans DATABASE_URL, puis « npm run db -- copy-to-postgres »`,
          );
        }
        const tables = await restorePostgres(source, databaseUrl);
        const held = await afterRestore({ dataDir, databaseUrl });
        console.log(
          `Base ${describeDatabase(databaseUrl)} restaurée depuis ${file} ; le serveur peut redémarrer.\nLignes dans la base :\n${summary(tables)}\n${describeHeld(held)}`,
        );
        return;
      }
      if (kind === 'postgres') {
        throw new Error(`${file} est une sauvegarde PostgreSQL : indiquez dans DATABASE_URL la base où la restaurer`);
      }
      const tables = restoreDatabase(source, dataDir, uploadsDir);
      const held = await afterRestore({ dataDir, databaseUrl: '' });
      console.log(`Base restaurée dans ${dataDir} depuis ${file}\n${summary(tables)}\n${describeHeld(held)}`);
      return;
    }
    case 'send-held': {
      const ids = [file, ...more].filter((value): value is string => value !== undefined);
      if (ids.some((id) => !/^[1-9]\d*$/.test(id)))
        throw new Error('Numéros d’e-mails attendus : npm run db -- send-held [n°…]');
      const db = openDatabase({ dataDir, databaseUrl });
      try {
        const sent = await sendHeldMail(db, ids.length > 0 ? ids.map(Number) : null);
        const left = await heldMail(db);
        console.log(
          `${sent.length} e-mail(s) rendu(s) à l'envoi (le serveur les envoie dans la minute) ; ${left.length} toujours retenu(s).`,
        );
      } finally {
        await db.destroy();
      }
      return;
    }
    case 'check': {
      if (!file) throw new Error('Quel fichier vérifier ? npm run db -- check FICHIER');
      const source = path.resolve(file);
      const kind = fileKind(source);
      if (kind === 'postgres' || (kind === 'unknown' && databaseUrl)) {
        const tables = await checkPostgresDump(source);
        console.log(
          `Sauvegarde PostgreSQL lisible : tables et lignes lues dans le fichier (sans le restaurer ; les contraintes ne sont vérifiées qu'à la restauration).\n${summary(tables)}`,
        );
        return;
      }
      console.log(`Fichier intègre.\n${summary(checkDatabaseFile(source))}`);
      return;
    }
    case 'copy-to-postgres': {
      if (!databaseUrl) {
        throw new Error(
          'DATABASE_URL doit désigner la base PostgreSQL (vide) où copier le site : DATABASE_URL=postgres://… npm run db -- copy-to-postgres',
        );
      }
      const tables = await copySqliteToPostgres({ dataDir, databaseUrl });
      console.log(
        `Site copié de ${path.join(dataDir, DATABASE_FILE)} dans la base PostgreSQL ${describeDatabase(databaseUrl)} (mêmes nombres de lignes des deux côtés) :\n${summary(tables)}\nDémarrez le serveur avec cette DATABASE_URL, sans plus relancer le site SQLite (ce qu'il écrirait ne serait pas copié) ; le fichier SQLite n'a pas été modifié, gardez-le comme sauvegarde.`,
      );
      return;
    }
    default:
      throw new Error(
        'Commande attendue : backup [FICHIER], restore FICHIER, check FICHIER, copy-to-postgres ou send-held [n°…]',
      );
  }
}

main().catch((error: unknown) => {
  console.error(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
