// The prebuilt CLI's JavaScript modules as TypeScript sees them from another project (tests/):
// it follows a reference into scripts/ for .ts files, not for the .mjs ones.
export { cachedBundle, isBundleFile, META, type BundleOutput, type CachedBundle } from './cached-bundle.mjs';
export { CLI_ENTRIES, cliBundleOptions, prebuiltCli } from './cli-bundle.mjs';
export { cacheDirOf, contentKey, installDirOf, installedPackages } from './content-key.mjs';
