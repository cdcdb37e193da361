// html-validate's config for every built page and hub screen (tests/unit/build/valid-html.test.ts).
// Only purely stylistic rules are relaxed (each is about how valid HTML is spelled, not what it means), and
// one role that is not redundant in practice.
/** @type {import('html-validate').ConfigData} */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<img/>, <br/>); both spellings are valid HTML.
    'void-style': 'off',
    // The page shell writes <!doctype html>; the doctype is case-insensitive.
    'doctype-style': 'off',
    // React writes boolean and empty attributes as required="" and hidden=""; the same attribute either way.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes autoComplete, dateTime, inputMode camel-cased; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // HTML allows any id without whitespace; goober's <style id="_goober"> and React's useId (_R_1_) start with "_".
    'valid-id': ['error', { relaxed: true }],
    // Not stylistic, one role only: a list named with aria-label needs an explicit role (aria-label-misuse),
    // and Safari drops list semantics from list-style: none lists without role="list", so it is not redundant.
    'no-redundant-role': ['error', { exclude: ['list'] }],
  },
};
