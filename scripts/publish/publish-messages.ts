/** What publishing says to staff, in plain words (the CLI and the editor's Publish dialog). */
export const publishMessages = {
  noFolder: (dir: string) => `There is no catalogue folder at ${dir}.`,
  noRepository:
    'This catalogue is not kept in a git repository, so it cannot be published from here: the README in the café’s folder says how to keep it in one. For a host you upload to instead, npm run kiln -- publish --zip site.zip, in that folder, makes a zip of the site.',
  detached:
    'The catalogue’s repository is not on a branch, so there is nowhere to publish to. Switch to a branch first.',
  noOrigin:
    'The catalogue’s repository has no remote called origin, so there is nowhere to publish to. Add one (git remote add origin …) first.',
  invalid: (count: number) =>
    `The catalogue has ${count === 1 ? 'a problem' : `${count} problems`}: fix ${count === 1 ? 'it' : 'them'} before publishing. Nothing was published.`,
  conflicts: (count: number) =>
    `The published site changed ${count === 1 ? 'a value' : `${count} values`} you changed too. Choose which to keep for each, then publish again. Nothing was lost: your changes are saved on this computer.`,
  cliConflicts: 'Run kiln edit and choose in the Publish dialog, or fix the files and run kiln publish again.',
  pushRefused: (why: string) => `The remote refused the publish: ${why}`,
  mergeFailed: (why: string) =>
    `The remote's changes could not be brought in: ${why}. Nothing was pushed; your changes are saved on this computer.`,
  commitFailed: (why: string) => `The changes could not be saved as a commit: ${why}`,
  nothing: 'Nothing to publish: the site already has every change.',
  published: (summary: string, remote: string, branch: string) => `Published to ${remote} ${branch}: ${summary}`,
  pictureBothChanged: (path: string) => `${path} was changed on both sides: the remote's copy was kept.`,
  zipped: (file: string, count: number) => `Wrote ${file}: the site's ${count} files, ready to upload.`,
} as const;
