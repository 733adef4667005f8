import t from 'tap';
import { wordTokens } from '../../../projections/words/tokenize.ts';
import { terms } from '../../../projections/classify/text.ts';
import { tokens } from '../../../projections/search/text.ts';

t.test('every script tokenizes, with one tokenizer for classify and search', async (t) => {
  t.same(wordTokens('Straßenbau und Tiefbau'), ['strassenbau', 'und', 'tiefbau'], 'ß is one word, folded to ss');
  t.same(wordTokens('Грузовой автомобильный транспорт'), ['грузовой', 'автомобильный', 'транспорт']);
  t.same(wordTokens('道路货物运输'), ['道路', '货物运输'], 'Chinese is segmented into words');
  t.same(wordTokens('Café-Bäckerei'), ['cafe', 'backerei'], 'accents folded');
  t.same(wordTokens("Truck driver's licence, 53-3032"), ['truck', 'driver', 'licence', '53', '3032']);
  t.same(tokens('货物运输 Straßenbau'), wordTokens('货物运输 Straßenbau'), 'search uses the same words');
  t.ok(terms('货物运输').length > 0, 'classify keeps non-Latin words');
  t.same(terms('Straßenbau'), terms('Strassenbau'), 'both spellings classify alike');
});
