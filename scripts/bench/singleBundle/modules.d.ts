/** The single bundle's table of the remotes' public modules, written by the build (shared/build/singleBundle.ts). */
declare module 'virtual:wado-single-bundle-modules' {
  /** A loader by `<remote>/<expose>` (`mf-media/./widgets`), each a literal `import()` of the exposed file. */
  export const EXPOSED: Readonly<Record<string, () => Promise<unknown>>>;
}
