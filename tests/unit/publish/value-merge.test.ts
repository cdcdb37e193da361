import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mergeValues } from '../../../scripts/publish/value-merge.ts';

/* The three-way merge a publish makes when the remote moved on: value by value, never losing a side. */
const merge = suite('publish: three-way merge of catalogue values');

const menu = (a: number, b: number, extra: object = {}) => ({
  items: [
    { id: 'tikka', price: a },
    { id: 'dosa', price: b },
  ],
  ...extra,
});

merge('should take each side’s change to different values', () => {
  const done = mergeValues(menu(100, 200), menu(150, 200), menu(100, 250, { note: 'new' }));
  assert.equal(done.conflicts, []);
  assert.equal(done.value, menu(150, 250, { note: 'new' }));
});

merge('should keep a value both sides changed alike, once', () => {
  const done = mergeValues(menu(100, 200), menu(150, 200), menu(150, 200));
  assert.equal(done, { value: menu(150, 200), conflicts: [] });
});

merge('should call a value both sides changed differently a conflict, with both values', () => {
  const done = mergeValues(menu(100, 200), menu(150, 200), menu(175, 250));
  assert.equal(done.conflicts, [{ pointer: '/items/0/price', mine: 150, theirs: 175 }]);
  assert.equal(done.value, menu(150, 250));
});

merge('should resolve a conflict with the side chosen for it', () => {
  const theirs = mergeValues(menu(100, 200), menu(150, 200), menu(175, 200), new Map([['/items/0/price', 'theirs']]));
  assert.equal(theirs, { value: menu(175, 200), conflicts: [] });
  const mine = mergeValues(menu(100, 200), menu(150, 200), menu(175, 200), new Map([['/items/0/price', 'mine']]));
  assert.equal(mine, { value: menu(150, 200), conflicts: [] });
});

merge('should take a key one side removed, and a list only one side lengthened', () => {
  const done = mergeValues({ a: 1, b: [1] }, { b: [1, 2] }, { a: 1, b: [1], c: 3 });
  assert.equal(done, { value: { b: [1, 2], c: 3 }, conflicts: [] });
});

merge('should call a list both sides lengthened differently one conflict', () => {
  const done = mergeValues({ l: [1] }, { l: [1, 2] }, { l: [1, 3] });
  assert.equal(done.conflicts, [{ pointer: '/l', mine: [1, 2], theirs: [1, 3] }]);
});

const dishes = (...items: [string, number][]) => ({ items: items.map(([id, price]) => ({ id, price })) });

merge('should keep a dish added on each side, each after the dish it follows', () => {
  const done = mergeValues(
    dishes(['tikka', 100], ['dosa', 200]),
    dishes(['tikka', 100], ['vada', 80], ['dosa', 200]),
    dishes(['tikka', 100], ['dosa', 200], ['idli', 60]),
  );
  assert.equal(done, { value: dishes(['tikka', 100], ['vada', 80], ['dosa', 200], ['idli', 60]), conflicts: [] });
});

merge(
  'should take a dish removed on one side and a price changed on the other, and a new order from the remote',
  () => {
    const removed = mergeValues(
      dishes(['tikka', 100], ['dosa', 200], ['idli', 60]),
      dishes(['tikka', 100], ['idli', 60]),
      dishes(['tikka', 120], ['dosa', 200], ['idli', 60]),
    );
    assert.equal(removed, { value: dishes(['tikka', 120], ['idli', 60]), conflicts: [] });
    const reordered = mergeValues(
      dishes(['tikka', 100], ['dosa', 200]),
      dishes(['tikka', 150], ['dosa', 200]),
      dishes(['dosa', 200], ['tikka', 100]),
    );
    assert.equal(reordered, { value: dishes(['dosa', 200], ['tikka', 150]), conflicts: [] });
  },
);

merge('should place a dish added online after the nearest dish before it that this computer kept', () => {
  const done = mergeValues(
    dishes(['tikka', 100], ['dosa', 200], ['idli', 60]),
    dishes(['tikka', 100], ['idli', 60]),
    dishes(['tikka', 100], ['dosa', 200], ['vada', 80], ['idli', 60]),
  );
  assert.equal(done, { value: dishes(['tikka', 100], ['vada', 80], ['idli', 60]), conflicts: [] });
});

merge(
  'should ask about a dish one side removed and the other changed, on either side, and take the side chosen',
  () => {
    const base = dishes(['tikka', 100], ['dosa', 200]);
    const removedHere = mergeValues(base, dishes(['tikka', 100]), dishes(['tikka', 100], ['dosa', 250]));
    assert.equal(removedHere.conflicts, [
      { pointer: '/items/dosa', mine: undefined, theirs: { id: 'dosa', price: 250 } },
    ]);
    assert.equal(removedHere.value, dishes(['tikka', 100]), 'this computer’s side until chosen');
    const theirs = mergeValues(
      base,
      dishes(['tikka', 100]),
      dishes(['tikka', 100], ['dosa', 250]),
      new Map([['/items/dosa', 'theirs']]),
    );
    assert.equal(theirs, { value: dishes(['tikka', 100], ['dosa', 250]), conflicts: [] });
    const changedHere = mergeValues(base, dishes(['tikka', 100], ['dosa', 250]), dishes(['tikka', 100]));
    assert.equal(changedHere.conflicts, [{ pointer: '/items/1', mine: { id: 'dosa', price: 250 }, theirs: undefined }]);
    const dropped = mergeValues(
      base,
      dishes(['tikka', 100], ['dosa', 250]),
      dishes(['tikka', 100]),
      new Map([['/items/1', 'theirs']]),
    );
    assert.equal(dropped, { value: dishes(['tikka', 100]), conflicts: [] });
  },
);

merge('should ask, not put it twice, about a dish moved to another list on one side and changed on the other', () => {
  const menu = (x: [string, number][], y: [string, number][]) => ({ tabs: [dishes(...x), dishes(...y)] });
  const done = mergeValues(
    menu(
      [
        ['tikka', 100],
        ['dosa', 200],
      ],
      [['lassi', 90]],
    ),
    menu(
      [['tikka', 100]],
      [
        ['lassi', 90],
        ['dosa', 200],
      ],
    ),
    menu(
      [
        ['tikka', 100],
        ['dosa', 250],
      ],
      [['lassi', 90]],
    ),
  );
  assert.equal(
    done.conflicts.map((c) => c.pointer),
    ['/tabs/0/items/dosa'],
  );
  assert.equal(
    done.value,
    menu(
      [['tikka', 100]],
      [
        ['lassi', 90],
        ['dosa', 200],
      ],
    ),
    'once, where this computer moved it',
  );
});

merge('should point a conflict in a list that changed length at the dish on this computer', () => {
  const done = mergeValues(
    dishes(['tikka', 100], ['dosa', 200]),
    dishes(['vada', 80], ['tikka', 100], ['dosa', 220]),
    dishes(['tikka', 100], ['dosa', 250], ['idli', 60]),
  );
  assert.equal(done.conflicts, [{ pointer: '/items/2/price', mine: 220, theirs: 250 }]);
  assert.equal(done.value, dishes(['vada', 80], ['tikka', 100], ['dosa', 220], ['idli', 60]));
});

merge.run();
