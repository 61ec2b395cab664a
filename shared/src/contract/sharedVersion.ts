/** The package every app shares at run time, one copy in the page. */
export const SHARED_PACKAGE = '@wado/shared';

/** The major version a version or a range starts from: `1.4.2` → 1, `^2.0.0` → 2, `~1.2` → 1. */
export function majorOf(versionOrRange: string): number | undefined {
  const match = /(\d+)/.exec(versionOrRange);
  return match ? Number(match[1]) : undefined;
}

/**
 * Why a remote cannot run with the @wado/shared the page already has, or undefined when it can.
 * Within a major version @wado/shared only grows (semver): a remote built against another minor
 * works with the shell's copy, the one copy in the page. Across majors it would call what is not
 * there any more, or get the page's only copy in a shape it does not expect. Checked in the
 * browser (the shell's federation plugin) and on the server (which then does not render it).
 */
export function sharedVersionProblem(required: string | false | undefined, provided: string | undefined): string | undefined {
  if (!required || !provided) return undefined;
  const wanted = majorOf(required);
  const have = majorOf(provided);
  if (wanted === undefined || have === undefined || wanted === have) return undefined;
  return `${SHARED_PACKAGE} ${required} demandé, ${provided} dans la page`;
}
