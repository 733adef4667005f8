import t from 'tap';
import { queryGroups } from '../../../projections/classify/expand.ts';
import { phraseKey } from '../../../projections/classify/aids.ts';
import { bridgesOf } from '../../../projections/classify/bridge.ts';
import { rankCandidate, weigh } from '../../../projections/classify/rank.ts';
import { terms } from '../../../projections/classify/text.ts';
import { naicsCandidate } from './naicsCandidate.ts';

// A code whose own title names the text keeps its place among the codes an aid names exactly (ties.ts
// `precedence`): its title must hold every word of the text, not only the ideas its generic words leave
// ("Business Manager" reads as the idea manager; "Food Service Managers" holds it, but does not say the text).
const df = new Map(terms('business manager food service').map((s) => [s, 5_000]));
const groups = queryGroups('Business Manager').map((g) => ({ ...g, bridges: bridgesOf(g) }));
const weighted = weigh({ groups, df, total: 900_000 });
const occupation = (code: string, title: string) => ({ ...naicsCandidate(code, title), system: 'soc_2018' });

t.test('a title holding only the ideas the generic words leave does not name the text', async (t) => {
  t.same(
    weighted.map((g) => g.text),
    ['manager'],
    'the ideas leave "business" out',
  );
  const keys = [phraseKey('Business Manager').split(' ')];
  const food = occupation('11-9051', 'Food Service Managers');
  t.ok(
    rankCandidate(food, { weighted, unknownIdea: false }, true).ownNames,
    'without the keys: named (the old reading)',
  );
  t.notOk(rankCandidate(food, { weighted, unknownIdea: false, keys }, true).ownNames, 'with them: not named');
  const agents = occupation('13-1011', 'Agents and Business Managers of Artists, Performers, and Athletes');
  t.ok(
    rankCandidate(agents, { weighted, unknownIdea: false, keys }, true).ownNames,
    'a title saying both words names it',
  );
});
