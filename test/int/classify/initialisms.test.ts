import t from 'tap';
import { alternateTitle, jobNode as node, projectedTestJobs } from '../../helpers/testJobs.ts';

/**
 * An initialism's letters and a stop word written in capitals are no stems ("F and B Manager", "IS Manager", "OR
 * Tech"): the phrase's key kept only "manager" or "technician", so it said exactly any text read so and, holding no
 * other idea, was as precise as the word alone ("Manager" answered Food Service Managers through "F and B Manager").
 * A phrase and a text say each other exactly only when both say those words; a text keeping one ("OR Tech") is named
 * by no code's title that holds only its other words.
 */
t.test('an initialism the stemmer drops still tells phrases and texts apart', async (t) => {
  const { codes } = await projectedTestJobs(
    t,
    [
      node('1', 'Managers and technicians'),
      node('11', 'Food service managers', '1'),
      node('12', 'Zone managers', '1'),
      node('13', 'Surgical technologists', '1'),
      node('14', 'Technicians', '1'),
    ],
    [
      alternateTitle('11', 'F and B Manager'),
      alternateTitle('11', 'Restaurant Manager'),
      alternateTitle('13', 'OR Tech'),
      alternateTitle('14', 'Aircraft Technician'),
      alternateTitle('14', 'Avionics Technician'),
      alternateTitle('14', 'Field Technician'),
    ],
  );
  t.equal((await codes('Shift Manager'))[0], '12', 'a title saying "managers" before "F and B Manager"');
  t.equal((await codes('Manager'))[0], '12', 'the initialism is no word of the phrase to drop');
  t.equal((await codes('F&B Manager'))[0], '11', 'the text saying the letters is the phrase');
  t.equal((await codes('Sr. F and B Manager - Nights'))[0], '11', 'as a posting writes it');
  t.equal((await codes('OR Tech'))[0], '13', 'the text keeps "OR": the title "Technicians" does not name it');
});
