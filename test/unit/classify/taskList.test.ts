import t from 'tap';
import { taskList } from '../../../projections/classify/model/taskList.ts';

/**
 * The model learns an occupation's task list (ISCO-08's "Tasks include - (a) …") as prose of its code; the
 * occupations the description lists after it are the benchmark's held-out example phrases, and those classified
 * elsewhere name other codes: neither is a task.
 */
t.test("an occupation's task list is read up to the next section", async (t) => {
  const description = [
    'Agricultural and industrial machinery mechanics fit, install, examine, service and repair engines.',
    '',
    'Tasks include -',
    '(a)  fitting, installing and repairing engines;',
    '(b)  oiling and greasing stationary engines and machinery.',
    '',
    'Examples of the occupations classified here:',
    '- Farm machinery repairer',
    '',
    'Some related occupations classified elsewhere:',
    '- Electrical mechanic - 7412',
  ].join('\n');
  t.equal(
    taskList(description),
    '(a) fitting, installing and repairing engines; (b) oiling and greasing stationary engines and machinery.',
  );
  t.equal(taskList('Cooks plan, prepare and cook meals.'), '', 'no task list: nothing');
  t.equal(taskList(null), '');
});
