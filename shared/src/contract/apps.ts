/**
 * The site's apps as `apps.json` (at the repository's root) declares them: the one list every
 * script, the lint boundaries, Jest, the server and the shell read. Public pages download this
 * module: the manifest holds names, ports and who opens each back-office section, nothing longer.
 */
import manifest from '../../../apps.json';
import { ACCESS, type Capability } from './access';

/** A remote as the manifest declares it. */
export interface RemoteApp {
  /** Folder and package name (`mf-shop`). */
  name: string;
  /** Port of its development server (`npm run dev -w mf-shop`). */
  devPort: number;
  /** Who edits the text pages the route table gives it. */
  pagesAccess: Capability;
  /** Its back-office section (its `./admin` module), if it has one. */
  admin?: { label: string; access: readonly Capability[] };
  /** Its part of « Mon espace » (its `./espace` module), if it has one: what it holds, for messages. */
  espace?: { label: string };
}

/** Folder and package name of a remote of the manifest. */
export type RemoteName = string;

/** A part of the access table named by the manifest; a misspelt one stops every app at its start. */
function capability(name: string, remote: string): Capability {
  if (!Object.hasOwn(ACCESS, name))
    throw new Error(`apps.json : « ${name} » (${remote}) n'est pas une partie de ACCESS`);
  return name as keyof typeof ACCESS;
}

export const REMOTE_APPS: readonly RemoteApp[] = manifest.remotes.map((remote) => ({
  name: remote.name,
  devPort: remote.devPort,
  pagesAccess: capability(remote.pagesAccess, remote.name),
  admin: remote.admin && {
    label: remote.admin.label,
    access: remote.admin.access.map((name) => capability(name, remote.name)),
  },
  espace: 'espace' in remote && remote.espace ? { label: remote.espace.label } : undefined,
}));

/** The remotes' names, in the manifest's order (the back office's menu follows it). */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APPS.map((remote) => remote.name);

/** The remotes that show a part of « Mon espace », in the manifest's order (the space's order). */
export const ESPACE_REMOTES: readonly RemoteName[] = REMOTE_APPS.filter((remote) => remote.espace !== undefined).map(
  (remote) => remote.name,
);

export const isRemoteName = (name: string): name is RemoteName => REMOTE_NAMES.includes(name);

/** The manifest's entry for `remote`. */
export function remoteApp(remote: RemoteName): RemoteApp | undefined {
  return REMOTE_APPS.find((app) => app.name === remote);
}
