import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addRules } from '../../site/client/add-rules.ts';

const sheet = suite('goober sheet: rules that arrive after the page');

sheet("should add to goober's sheet only the rules it lacks, after the page's, in order", () => {
  document.head.innerHTML = '<style id="_goober">:root{--a:1}.go1{color:red;}.go1.go2{color:blue;}</style>';
  addRules(':root{--a:1}.go1{color:red;}.go3{gap:4px;}@media (max-width:767px){.go3{gap:0;}}');
  assert.is(
    document.getElementById('_goober')!.textContent,
    ':root{--a:1}.go1{color:red;}.go1.go2{color:blue;}.go3{gap:4px;}@media (max-width:767px){.go3{gap:0;}}',
  );
  addRules('.go3{gap:4px;}');
  assert.is(document.head.querySelectorAll('style').length, 1, 'nothing new: no other sheet');
});

sheet("should still show the rules on a page without goober's sheet", () => {
  document.head.innerHTML = '';
  addRules('.go3{gap:4px;}');
  assert.is(document.head.querySelector('style')?.textContent, '.go3{gap:4px;}');
});

sheet.run();
