import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { withoutNewEmptyObjects } from '../../../editor/form/new-empty-objects.ts';

/* The form library fills an optional group a dish lacks with {}: it must not reach the file. */

const empty = suite('withoutNewEmptyObjects');

const before = {
  categories: [
    {
      id: 'a',
      items: [
        { id: 'pav', price: 6000 },
        { id: 'bun', price: 5000, photo: { src: 'x', alt: 'y' } },
      ],
    },
  ],
  routes: {},
};

empty('should drop the {} the form gave a dish’s photo and serving hours, in every list', () => {
  const after = {
    categories: [
      {
        id: 'a',
        items: [
          { id: 'pav', price: 6500, photo: {}, served: {} },
          { id: 'bun', price: 5000, photo: { src: 'x', alt: 'y' }, served: {} },
        ],
      },
    ],
    routes: {},
  };
  assert.equal(withoutNewEmptyObjects(before, after), {
    categories: [
      {
        id: 'a',
        items: [
          { id: 'pav', price: 6500 },
          { id: 'bun', price: 5000, photo: { src: 'x', alt: 'y' } },
        ],
      },
    ],
    routes: {},
  });
});

empty('should let a photo staff emptied go, and keep a {} the file held and a new item’s filled groups', () => {
  const after = {
    categories: [
      {
        id: 'a',
        items: [
          { id: 'pav', price: 6000 },
          { id: 'bun', price: 5000, photo: {} },
          { id: 'new', photo: { src: 'z', alt: 'w' }, served: {} },
        ],
      },
    ],
    routes: {},
  };
  const out = withoutNewEmptyObjects(before, after) as typeof after;
  assert.equal(out.categories[0]!.items[1], { id: 'bun', price: 5000 });
  assert.equal(out.categories[0]!.items[2], { id: 'new', photo: { src: 'z', alt: 'w' } });
  assert.equal(out.routes, {});
});

empty('should hand back the very value when there is nothing to drop', () => {
  const same = structuredClone(before);
  assert.is(withoutNewEmptyObjects(before, same), same);
});

empty.run();
