import type { FileSummary } from './edit-protocol.ts';

/**
 * The pages list (issue 36 part 6), beside each file a café may leave out: whether the site has
 * its page, and how to add or remove it. Staff add a file by copying it in (the sample's is a
 * starter); `validate` then lists every link a removal would break.
 */
export function OptionalPageNote({ summary }: { summary: FileSummary }) {
  const name = summary.file.split('/').pop() ?? summary.file;
  const page = summary.routes[0];
  if (summary.key === 'contentPages') return <OwnPagesNote summary={summary} name={name} />;
  // A file that feeds only a part of the home page (testimonials.json) has no page of its own.
  if (page === '/')
    return (
      <p className="hint optional-page">
        {summary.absent ? (
          <>
            <strong>Not in your catalogue.</strong> The home page goes without its part. To add it, put a {name} in the
            catalogue folder (copy the sample's as a start), then reload this page.
          </>
        ) : (
          <>
            <strong>On: an optional part of the home page.</strong> To remove it, delete {summary.file}.
          </>
        )}
      </p>
    );
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

/** The café's own pages (content-pages.json) are many, at addresses of its choosing. */
function OwnPagesNote({ summary, name }: { summary: FileSummary; name: string }) {
  if (summary.absent)
    return (
      <p className="hint optional-page">
        <strong>Not in your catalogue.</strong> The site has no pages of your own. To add some, like a /catering page,
        put a {name} in the catalogue folder (docs/catalogue.md shows how), then reload this page.
      </p>
    );
  const own = summary.routes.filter((r) => r !== '/');
  return (
    <p className="hint optional-page">
      <strong>On: your own pages</strong>
      {own.length > 0 && ` (${own.join(', ')})`}. To remove one, delete its entry; to remove them all, delete{' '}
      {summary.file}. The check then lists every link to them to point elsewhere.
    </p>
  );
}
