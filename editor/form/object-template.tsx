import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { pointerOf } from '../../site/core/lib/json-pointer.ts';
import { labelOf } from '../staff-words.ts';
import { useEdit } from './edit-context.ts';
import { FormGroups, formGroupsOf } from './form-groups.tsx';
import { ProblemMark } from './problem-mark.tsx';

/**
 * A group of fields: a fieldset named in staff words, marked with how many problems it holds so
 * none is missed in a long file. The file's own root is not a fieldset: the screen's heading names it.
 */
export function ObjectFieldTemplate({ properties, schema, fieldPathId, description }: ObjectFieldTemplateProps) {
  const { problems } = useEdit();
  const path = fieldPathId.path;
  const content = properties.filter((p) => !p.hidden).map((p) => p.content);
  if (path.length === 0) {
    // A long file (site.json) asks for its fields in groups staff look for.
    const groups = formGroupsOf(
      schema,
      properties.filter((p) => !p.hidden).map((p) => p.name),
    );
    if (groups.length) return <FormGroups groups={groups} properties={properties} />;
    return <div className="root-fields">{content}</div>;
  }
  const name = path.at(-1);
  // A list item is named by its list's heading for it.
  if (typeof name === 'number') return <div className="item-fields">{content}</div>;
  const pointer = pointerOf(path);
  return (
    <fieldset className={`fields depth-${Math.min(path.length, 3)}`}>
      <legend>
        {schema.title ?? labelOf(String(name))}
        <ProblemMark {...problems.within(pointer)} />
      </legend>
      {description && typeof schema.description === 'string' && <p className="hint">{schema.description}</p>}
      {content}
    </fieldset>
  );
}
