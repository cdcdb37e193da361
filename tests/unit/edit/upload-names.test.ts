import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { safeFileName } from '../../../scripts/edit/safe-file-name.ts';
import { transliterateIndic } from '../../../scripts/edit/transliterate-indic.ts';

/*
 * An uploaded photo's file name, as staff name them on their phones: Hindi and Kannada names are
 * spelled in Latin letters, never "photo", "photo-2"…
 */

const names = suite('upload names');

names('should spell Hindi (Devanagari) in Latin letters, dropping a word’s last silent "a"', () => {
  assert.is(transliterateIndic('पनीर टिक्का'), 'paneer tikka');
  assert.is(transliterateIndic('मेरी फ़ोटो'), 'meree photo');
  assert.is(transliterateIndic('शादी १२'), 'shadee 12');
  assert.is(transliterateIndic('न'), 'na');
});

names('should spell Kannada in Latin letters, keeping a word’s last "a"', () => {
  assert.is(transliterateIndic('ಮಸಾಲ ದೋಸೆ'), 'masala dose');
  assert.is(transliterateIndic('ಗಣೇಶ ಹಬ್ಬ'), 'ganesha habba');
});

names('should leave other letters as they are', () => {
  assert.is(transliterateIndic('Café 2 — ok'), 'Café 2 — ok');
});

names('should give Hindi and Kannada file names a readable safe name', () => {
  assert.is(safeFileName('पनीर टिक्का.jpg'), 'paneer-tikka');
  assert.is(safeFileName('ಮಸಾಲ ದೋಸೆ (1).JPG'), 'masala-dose-1');
  assert.is(safeFileName('शादी.jpg'), 'shadee');
});

names('should take the item’s name when the file’s own name leaves nothing readable', () => {
  assert.is(safeFileName('புகைப்படம்.jpg', 'Teal wave mug'), 'teal-wave-mug');
  assert.is(safeFileName('😀.jpg', 'पनीर टिक्का'), 'paneer-tikka');
  assert.is(safeFileName('IMG_2034.jpg', 'Teal wave mug'), 'img-2034', 'a readable name of its own is kept');
  assert.is(safeFileName('😀.jpg'), 'photo');
});

names.run();
