import type { FieldTemplateProps } from '@rjsf/utils';
import { pointerOf } from '../../site/core/lib/json-pointer.ts';
import { labelOf } from '../staff-words.ts';
import { FieldPointer, useEdit } from './edit-context.ts';
import { FieldProblems } from './field-problems.tsx';
import { isPriceUnit } from '../../site/core/commerce/price-units.ts';
import { priceHint } from './price-box-words.ts';

/**
 * Every field: its label in staff words, its description from the schema, the field, and then
 * `kiln validate`'s problems and warnings that point at it, in its exact words. The problems carry
 * the id RJSF's inputs are described by (`<id>__error`), so a screen reader reads them with the field.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawDescription, hidden, required, displayLabel, schema, fieldPathId } = props;
  const pointer = pointerOf(fieldPathId.path);
  const { problems } = useEdit();
  if (hidden) return <div hidden>{children}</div>;
  // A list of enum choices is one widget (choices-widget.tsx), which names itself; other lists and groups draw their own legend.
  const choices = schema.type === 'array' && typeof schema.items === 'object' && 'enum' in schema.items;
  const container = schema.type === 'object' || (schema.type === 'array' && !choices);
  const here = problems.at(pointer);
  const name = fieldPathId.path.at(-1);
  // A list item's heading is drawn by the list (array-templates.tsx); a container draws its own legend.
  const showLabel = displayLabel && !container && !choices && typeof name !== 'number';
  const title = schema.title ?? (typeof name === 'string' ? labelOf(name) : label);
  const hint = isPriceUnit(schema.unit) ? priceHint(schema.unit) : rawDescription;
  return (
    <FieldPointer.Provider value={pointer}>
      <div
        className={`field${container ? ' group' : ''}${here.some((p) => !p.warning) ? ' has-problem' : ''}`}
        data-pointer={pointer}
      >
        {showLabel && (
          <label htmlFor={id} className="field-label">
            {title}
            {required ? '' : <span className="optional"> (optional)</span>}
          </label>
        )}
        {/* A plain value in a list (a tag, a line) is named by its list's heading for sighted staff; its box needs a name too. */}
        {typeof name === 'number' && !container && !choices && (
          <label htmlFor={id} className="visually-hidden">
            {`${schema.title ?? 'Item'} ${name + 1}`}
          </label>
        )}
        {showLabel && hint && (
          <p className="hint" id={`${id}__description`}>
            {hint}
          </p>
        )}
        {children}
        <FieldProblems id={id} problems={here} />
      </div>
    </FieldPointer.Provider>
  );
}
