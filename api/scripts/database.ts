/**
 * Database backups, for whoever hosts the site.
 *   npm run db -- backup [FILE]     consistent copy while the site runs
 *                                   (default: <DATA_DIR>/backups/wado-<date>.sqlite)
 *   npm run db -- restore FILE      the server must be stopped; the current file is kept aside
 *   npm run db -- check FILE        integrity check and row counts
 * DATA_DIR as for the server (default ./data).
 */
import path from 'node:path';
import { findRepoRoot } from '../src/config';
import { backupDatabase, checkDatabaseFile, restoreDatabase } from '../src/db/backup';

async function main() {
  const [command, file] = process.argv.slice(2);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(findRepoRoot(__dirname), 'data'));
  const summary = (tables: Record<string, number>) =>
    Object.entries(tables)
      .map(([name, rows]) => `  ${name}: ${rows}`)
      .join('\n');
  switch (command) {
    case 'backup': {
      const destination =
        file ?? path.join(dataDir, 'backups', `wado-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`);
      const result = await backupDatabase(dataDir, destination);
      console.log(`Sauvegarde écrite : ${result.file} (${result.bytes} octets)\n${summary(result.tables)}`);
      return;
    }
    case 'restore': {
      if (!file) throw new Error('Quel fichier restaurer ? npm run db -- restore FICHIER');
      const tables = restoreDatabase(path.resolve(file), dataDir);
      console.log(`Base restaurée dans ${dataDir} depuis ${file}\n${summary(tables)}`);
      return;
    }
    case 'check': {
      if (!file) throw new Error('Quel fichier vérifier ? npm run db -- check FICHIER');
      console.log(`Fichier intègre.\n${summary(checkDatabaseFile(path.resolve(file)))}`);
      return;
    }
    default:
      throw new Error('Commande attendue : backup [FICHIER], restore FICHIER ou check FICHIER');
  }
}

main().catch((error: unknown) => {
  console.error(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
