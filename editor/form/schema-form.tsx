import Form, { getDefaultRegistry } from '@rjsf/core';
import { JUNK_OPTION_ID, type RJSFSchema, type UiSchema, type ValidatorType, type WidgetProps } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { validators } from 'kiln-validators';
import { useEffect, useState, type ComponentType } from 'react';
import type { CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-templates.tsx';
import { CheckboxWidget } from './checkbox-widget.tsx';
import { DateOrSoldOut } from './sold-out-widget.tsx';
import { ChoicesWidget } from './choices-widget.tsx';
import { EditContext, type EditContextValue } from './edit-context.ts';
import { FieldTemplate } from './field-template.tsx';
import { NumberWidget } from './number-widget.tsx';
import { ObjectFieldTemplate } from './object-template.tsx';
import { TextWidget } from './text-widgets.tsx';

const TEMPLATES = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  // The catalogue's own problems are shown on each field; RJSF's own list and messages never are.
  ErrorListTemplate: () => null,
  ButtonTemplates: { SubmitButton: () => null },
};
const WIDGETS = {
  TextWidget,
  UpDownWidget: NumberWidget,
  NumberWidget,
  CheckboxWidget,
  SelectWidget: ChoiceOrSelect,
  DateWidget: DateOrSoldOut,
};

/** RJSF's own select for one choice; ticks for several (an array of enum values). */
const { SelectWidget } = getDefaultRegistry().widgets as { SelectWidget: ComponentType<WidgetProps> };
function ChoiceOrSelect(props: WidgetProps) {
  return props.multiple ? <ChoicesWidget {...props} /> : <SelectWidget {...props} />;
}

/** Each file keeps its `$schema` line as it is: nothing for staff to see or change. */
const UI_SCHEMA: UiSchema = { $schema: { 'ui:widget': 'hidden' } };

/**
 * Opening a form changes nothing: no default is filled in, no empty list given items, so a file
 * saved unchanged is saved byte for byte (and then not written at all).
 */
const UNTOUCHED = {
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipDefaults',
  allOf: 'skipDefaults',
  mergeDefaultsIntoFormData: 'useFormDataIfPresent',
} as const;

/**
 * RJSF 6 hands `isValid` a root schema it has marked while resolving `$ref`s, which the
 * precompiled validator's own check then takes for another schema and throws on (a file with
 * `$defs` and an `if` would have no form). Each subschema's function is still found by its hash,
 * so the check is left out.
 */
function lenientRoot(validator: ValidatorType): ValidatorType {
  const precompiled = validator as ValidatorType & { getValidator(schema: RJSFSchema): (data: unknown) => boolean };
  precompiled.isValid = (schema, data) => schema.$id !== JUNK_OPTION_ID && precompiled.getValidator(schema)(data);
  return precompiled;
}

/** The file's validator, compiled ahead of time (scripts/edit/bundle-editor.ts) and loaded with its form. */
function useValidator(key: CatalogKey, schema: RJSFSchema): ValidatorType | undefined | null {
  const [validator, setValidator] = useState<ValidatorType | null>();
  useEffect(() => {
    let live = true;
    setValidator(undefined);
    const load = validators[key];
    if (!load) return void setValidator(null);
    load().then(
      // CommonJS (ajv's standalone code): its exports, keyed by schema ids that are not names, are the module's default.
      (module) =>
        live &&
        setValidator(lenientRoot(createPrecompiledValidator((module.default ?? module) as ValidatorFunctions, schema))),
      () => live && setValidator(null),
    );
    return () => {
      live = false;
    };
  }, [key, schema]);
  return validator;
}

export interface SchemaFormProps {
  fileKey: CatalogKey;
  schema: RJSFSchema;
  data: unknown;
  onChange(data: unknown): void;
  context: EditContextValue;
}

/**
 * One catalogue file as a form, generated from its JSON Schema by RJSF. The form does not check
 * anything itself (`noValidate`): the server runs `kiln validate` on every change, and its
 * problems, cross-file ones included, are drawn on the fields they point to.
 */
export function SchemaForm({ fileKey, schema, data, onChange, context }: SchemaFormProps) {
  const validator = useValidator(fileKey, schema);
  if (validator === undefined) return <p className="loading">Loading the form…</p>;
  if (validator === null)
    return (
      <p className="problem">This file’s schema could not be read, so it has no form. Its problems are listed above.</p>
    );
  return (
    <EditContext.Provider value={context}>
      <Form
        className="schema-form"
        schema={schema}
        uiSchema={UI_SCHEMA}
        formData={data}
        validator={validator}
        templates={TEMPLATES}
        widgets={WIDGETS}
        noValidate
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={UNTOUCHED}
        onChange={(event) => onChange(event.formData)}
        onSubmit={() => {}}
      />
    </EditContext.Provider>
  );
}
