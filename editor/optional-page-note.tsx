import type { FileSummary } from './edit-protocol.ts';

/**
 * The pages list (issue 36 part 6), beside each file a café may leave out: whether the site has
 * its page, and how to add or remove it. Staff add a file by copying it in (the sample's is a
 * starter); `validate` then lists every link a removal would break.
 */
export function OptionalPageNote({ summary }: { summary: FileSummary }) {
  const name = summary.file.split('/').pop() ?? summary.file;
  const page = summary.routes[0];
  if (summary.absent)
    return (
      <p className="hint optional-page">
        <strong>Not in your catalogue.</strong> The site has no {page} page. To add it, put a {name} in the catalogue
        folder (copy the sample's as a start), then reload this page.
      </p>
    );
  return (
    <p className="hint optional-page">
      <strong>On: an optional page.</strong> To remove the {page} page, delete {summary.file}; the check then lists
      every link to it to point elsewhere.
    </p>
  );
}
