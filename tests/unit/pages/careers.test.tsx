import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import CareersPage from '../../../site/pages/careers-page.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const careers = suite('careers');

careers('should list four or five openings, each Full-time or Part-time', async () => {
  const catalog = await sampleCatalog();
  const jobs = catalog.careers.openings.items;
  assert.ok(jobs.length >= 4 && jobs.length <= 5);
  for (const job of jobs) assert.ok(['Full-time', 'Part-time'].includes(job.type));
});

careers('should link every role to an email to the studio with the role in the subject', async () => {
  const catalog = await sampleCatalog();
  const html = renderHtml(<CareersPage catalog={catalog} path="/careers" />);
  assert.match(html, /href="mailto:hello@theclaytable.in\?subject=Application%3A%20Barista"/);
  assert.match(html, /aria-label="Apply by email: Barista"/);
  assert.match(html, /href="mailto:hello@theclaytable.in\?subject=Job%20application"/);
});

careers.run();
