import type { ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { isWithin, pointerOf } from '../../site/core/lib/json-pointer.ts';
import { useEdit } from './edit-context.ts';
import { ProblemMark } from './problem-mark.tsx';

/** A heading of a file's form and the fields under it, as a schema's "formGroups" lists them. */
export interface FormGroup {
  title: string;
  description?: string;
  fields: string[];
}

/** The groups a schema asks for, or none; fields no group names gather under "Everything else". */
export function formGroupsOf(schema: object, fields: readonly string[]): FormGroup[] {
  const { formGroups } = schema as { formGroups?: unknown };
  if (!Array.isArray(formGroups)) return [];
  const groups = (formGroups as FormGroup[]).filter((g) => typeof g?.title === 'string' && Array.isArray(g.fields));
  const named = new Set(groups.flatMap((g) => g.fields));
  const rest = fields.filter((f) => !named.has(f));
  return rest.length ? [...groups, { title: 'Everything else', fields: rest }] : groups;
}

/**
 * A long file's form as the groups staff look for ("Contact and WhatsApp", "Opening hours and
 * holidays"), each a heading that opens its fields. A group holding a problem, or the place the
 * summary asked to show, opens by itself. The file's data is the same whichever group shows it.
 */
export function FormGroups({
  groups,
  properties,
}: {
  groups: readonly FormGroup[];
  properties: readonly ObjectFieldTemplatePropertyType[];
}) {
  const byName = new Map(properties.filter((p) => !p.hidden).map((p) => [p.name, p.content]));
  return (
    <div className="root-fields form-groups">
      {groups.map((group) => (
        <Group key={group.title} group={group}>
          {group.fields.flatMap((name) => byName.get(name) ?? [])}
        </Group>
      ))}
    </div>
  );
}

function Group({ group, children }: { group: FormGroup; children: ReactNode }) {
  const { problems, reveal } = useEdit();
  const [opened, setOpened] = useState(false);
  const bodyId = useId();
  const pointers = group.fields.map((name) => pointerOf([name]));
  const marks = pointers
    .map((p) => problems.within(p))
    .reduce((a, b) => ({ problems: a.problems + b.problems, warnings: a.warnings + b.warnings }));
  const open = opened || marks.problems > 0 || (reveal !== undefined && pointers.some((p) => isWithin(reveal, p)));
  return (
    <section className="form-group" aria-labelledby={`${bodyId}-head`}>
      <h2 className="form-group-head">
        <button
          type="button"
          id={`${bodyId}-head`}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpened(!open)}
        >
          <ChevronDown aria-hidden="true" size={20} className="chevron" />
          <span>{group.title}</span>
          <ProblemMark {...marks} />
        </button>
      </h2>
      {group.description && <p className="hint">{group.description}</p>}
      <div id={bodyId} className="form-group-body" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
