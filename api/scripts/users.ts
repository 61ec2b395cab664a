/**
 * The back office's people, for whoever hosts the site (the first admin, and a way back in).
 * Works on the server's database (DATABASE_URL, else the SQLite file of DATA_DIR, default ./data).
 *   npm run users -- add <email> --roles admin[,media…]      prints a one-time invitation link (48 h)
 *   npm run users -- add <email> --roles club --clubs 3,7    a club manager, for the clubs of these ids
 *   npm run users -- add <email> --roles … --password-stdin  sets the password read on standard input
 *   npm run users -- list
 *   npm run users -- roles <email> <role,role…> [--clubs 3,7]
 *   npm run users -- disable <email>
 *   npm run users -- password <email>                         new password read on standard input
 *   npm run users -- token <email> [label] [--expires-in-days 90] [--roles treasurer]
 *                                                             a personal API token for scripts (shown once)
 * PUBLIC_URL (as the server's) makes the invitation link; PORT is its default's port.
 */
import path from 'node:path';
import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS, ROLES, isRole, type Role } from '@wado/shared/contract';
import { databaseUrlSetting, findRepoRoot, publicUrlSetting } from '../src/config';
import { migrate, openDatabase, type Db } from '../src/db/connection';
import { HttpError } from '../src/features/errors';
import { parseRoles } from '../src/features/auth/guard';
import {
  HOST_ACTOR,
  acceptInvitation,
  changeRoles,
  disablePerson,
  invitePerson,
  issueApiToken,
  normalizeEmail,
  setPassword,
} from '../src/features/auth/people';
import { forTerminal } from './terminal';

const USAGE = `Usage :
  npm run users -- add <email> --roles <rôle,rôle…> [--clubs <n°,n°…>] [--password-stdin]
  npm run users -- list
  npm run users -- roles <email> <rôle,rôle…> [--clubs <n°,n°…>]
  npm run users -- disable <email>
  npm run users -- password <email>      (mot de passe lu sur l'entrée standard ; ses jetons sont révoqués)
  npm run users -- token <email> [nom] [--expires-in-days <jours>] [--roles <rôle,rôle…>]
                                         (jeton personnel pour les scripts, affiché une seule fois ;
                                         ${API_TOKEN_DEFAULT_DAYS} jours et tous les rôles de la personne par défaut)
Rôles : ${ROLES.join(', ')}
--clubs : les numéros des clubs d'un responsable de club (rôle club), ceux de l'adresse
/admin/mf-association/clubs/<n°> dans l'espace d'administration.`;

class UsageError extends Error {}

function parseRoleList(text: string | undefined): Role[] {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isRole(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `Rôles invalides${unknown.length ? ` (${unknown.join(', ')})` : ''} : choisissez parmi ${ROLES.join(', ')}`,
    );
  }
  return [...new Set(names)].filter(isRole);
}

function parseClubList(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) {
    throw new UsageError(`--clubs : des numéros de club séparés par des virgules, par exemple 3,7 (reçu « ${text} »)`);
  }
  return parts.map(Number);
}

/** `--name value` taken out of `args`: its value (undefined when absent), and what remains. */
function takeOption(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const at = args.indexOf(name);
  if (at < 0) return { value: undefined, rest: args };
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} attend une valeur.\n${USAGE}`);
  return { value, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function parseDays(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > API_TOKEN_MAX_DAYS) {
    throw new UsageError(`--expires-in-days : un nombre de jours de 1 à ${API_TOKEN_MAX_DAYS} (reçu « ${text} »)`);
  }
  return days;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One line: the final line break is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function personId(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('people').select('id').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  if (!row) throw new UsageError(`Aucune personne n'a l'adresse ${email}`);
  return row.id;
}

export async function runUsers(argv: string[], env: NodeJS.ProcessEnv, db: Db): Promise<string> {
  const [command, email, ...rest] = argv;
  const now = new Date();
  switch (command) {
    case 'add': {
      if (!email) throw new UsageError(USAGE);
      const rolesAt = rest.indexOf('--roles');
      const roles = parseRoleList(rolesAt >= 0 ? rest[rolesAt + 1] : undefined);
      const clubIds = parseClubList(takeOption(rest, '--clubs').value);
      const publicUrl = publicUrlSetting(env, Number(env.PORT ?? 8080));
      const { link } = await invitePerson(db, {
        email,
        roles,
        clubIds,
        actor: HOST_ACTOR,
        publicUrl,
        now,
        sendEmail: false,
      });
      if (rest.includes('--password-stdin')) {
        const token = link.slice(link.lastIndexOf('/') + 1);
        const { person } = await acceptInvitation(db, token, await readStdin(), now);
        // The session acceptInvitation opens belongs to no browser: closed at once, and no sign-in recorded.
        await db.deleteFrom('sessions').where('person_id', '=', person.id).execute();
        await db.updateTable('people').set({ last_sign_in_at: null }).where('id', '=', person.id).execute();
        return `${person.email} peut se connecter (rôles : ${person.roles.join(', ')}${clubIds?.length ? ` ; clubs ${clubIds.join(', ')}` : ''}).`;
      }
      return `Invitation de ${normalizeEmail(email)} (rôles : ${roles.join(', ')}), lien valable 48 h, à usage unique :\n${link}`;
    }
    case 'list': {
      const rows = await db.selectFrom('people').selectAll().orderBy('email').execute();
      if (rows.length === 0) return 'Personne pour le moment : npm run users -- add <email> --roles admin';
      const links = await db.selectFrom('people_clubs').select(['person_id', 'club_id']).orderBy('club_id').execute();
      return rows
        .map((row) => {
          const clubs = links.filter((link) => link.person_id === row.id).map((link) => link.club_id);
          return `${forTerminal(row.email)}  ${row.status}  ${parseRoles(row.roles).join(',')}${clubs.length ? `  clubs : ${clubs.join(',')}` : ''}  dernière connexion : ${row.last_sign_in_at ?? 'jamais'}`;
        })
        .join('\n');
    }
    case 'roles': {
      if (!email) throw new UsageError(USAGE);
      const clubs = takeOption(rest, '--clubs');
      const roles = parseRoleList(clubs.rest[0]);
      const clubIds = parseClubList(clubs.value);
      await changeRoles(db, await personId(db, email), roles, HOST_ACTOR, now, { clubIds });
      return `${normalizeEmail(email)} : rôles ${roles.join(', ')}${clubIds?.length ? ` (clubs ${clubIds.join(', ')})` : ''}.`;
    }
    case 'disable': {
      if (!email) throw new UsageError(USAGE);
      await disablePerson(db, await personId(db, email), HOST_ACTOR, now);
      return `${normalizeEmail(email)} est désactivé(e) : ses sessions et jetons ne fonctionnent plus.`;
    }
    case 'password': {
      if (!email) throw new UsageError(USAGE);
      const id = await personId(db, email);
      await setPassword(db, id, await readStdin(), HOST_ACTOR, now);
      await db
        .updateTable('people')
        .set({ status: 'active' })
        .where('id', '=', id)
        .where('status', '=', 'invited')
        .execute();
      return `Mot de passe de ${normalizeEmail(email)} changé ; ses sessions sont fermées et ses jetons révoqués.`;
    }
    case 'token': {
      if (!email) throw new UsageError(USAGE);
      const days = takeOption(rest, '--expires-in-days');
      const roles = takeOption(days.rest, '--roles');
      const label = roles.rest.join(' ').trim() || 'ligne de commande';
      const created = await issueApiToken(
        db,
        await personId(db, email),
        {
          label,
          expiresInDays: parseDays(days.value),
          roles: roles.value === undefined ? undefined : parseRoleList(roles.value),
        },
        HOST_ACTOR,
        now,
      );
      // Standard output holds the token alone (a script reads it); what it allows goes to the error output.
      console.error(`Jeton valable jusqu'au ${created.expiresAt}, rôles : ${created.roles.join(', ')}.`);
      return created.token;
    }
    default:
      throw new UsageError(USAGE);
  }
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(findRepoRoot(__dirname), 'data'));
  const db = openDatabase({ dataDir, databaseUrl: databaseUrlSetting(process.env.DATABASE_URL) });
  try {
    await migrate(db);
    console.log(await runUsers(process.argv.slice(2), process.env, db));
  } catch (error) {
    if (error instanceof UsageError || error instanceof HttpError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) void main();
