import t from 'tap';
import { taskItems } from '../../../projections/classify/tasks.ts';
import { nodeDocument, parseDocument } from '../../../projections/classify/document.ts';

// ISCO-08's official layout: the lead sentence, "Tasks include -", one lettered item per line, then the examples
const ISCO = [
  'Metal processing plant operators monitor, operate, adjust and maintain single-function process machinery and equipment to process and convert mineral ores and refine, harden, roll and extrude metals.',
  '',
  'Tasks include -',
  '(a)  setting up, preparing and adjusting mineral ore and metal processing machinery;',
  '(b)  operating single-function machinery to grind, separate, filter, mix, treat, cast, roll, refine or otherwise process metals and mineral ores; ',
  '(c)  analysing sample products, performing tests, recording data and writing production logs.',
  '',
  'Examples of the occupations classified here:',
  '- Ladle pourer',
  '- Steel roller',
].join('\n');
// ANZSCO's layout: a markdown heading and dash items on one line
const ANZSCO =
  'Software engineers design and maintain software.  **Tasks include:**  - researching, consulting and evaluating system program needs - writing and maintaining     program code to meet system requirements  **Occupations:** 261311 Analyst Programmer';

t.test("an occupation's task list: its items, up to the description's next part", async (t) => {
  t.same(taskItems(ISCO), [
    'setting up, preparing and adjusting mineral ore and metal processing machinery',
    'operating single-function machinery to grind, separate, filter, mix, treat, cast, roll, refine or otherwise process metals and mineral ores',
    'analysing sample products, performing tests, recording data and writing production logs',
  ]);
  t.same(taskItems(ANZSCO), [
    'researching, consulting and evaluating system program needs',
    'writing and maintaining program code to meet system requirements',
  ]);
  t.same(taskItems('Bakers bake bread. Examples of the occupations classified here: - Baker'), [], 'no task list');
  t.same(taskItems(null), []);
});

// Issue 34: a title + tasks text ("pull wires through drawing dies", "record production data") met only the 40-word
// lead prose of an ISCO unit; its "Tasks include" list was not in the index.
t.test("the task list's words are prose of the code's document, the examples still examples", async (t) => {
  const doc = parseDocument(nodeDocument('Metal processing plant operators', ISCO).doc);
  for (const w of ['grind', 'filter', 'analys', 'log']) t.ok(doc.description.has(w), `${w} is prose`);
  t.notOk(doc.title.has('grind'), 'not the title');
  t.same(
    doc.examples.map((e) => [...e].sort()),
    [
      ['ladl', 'pourer'],
      ['roller', 'steel'],
    ],
    'the examples as before',
  );
});
