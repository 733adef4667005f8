import t from 'tap';
import { placeCodes, placeKey, placeNames, type PlaceFacts } from '../../../projections/search/placeNames.ts';

// facts shaped as the corpus gives them: ISO's official names, a one-country system's region, glosses
const facts: PlaceFacts = {
  countries: [
    { code: 'VN', name: 'Viet Nam' },
    { code: 'TR', name: 'Türkiye' },
    { code: 'DE', name: 'Germany' },
    { code: 'KR', name: 'Korea, Republic of' },
    { code: 'KP', name: "Korea, Democratic People's Republic of" },
    { code: 'US', name: 'United States of America' },
    { code: 'IN', name: 'India' },
    { code: 'FR', name: 'France' },
  ],
  systems: [
    { country: 'VN', region: 'Vietnam', name: 'VSIC 2018', full_name: 'Vietnam Standard Industrial Classification' },
    { country: 'TR', region: 'Turkey', name: 'NACE Rev 2 (Turkey)', full_name: 'NACE Rev 2 (Turkish Adaptation)' },
    { country: 'DE', region: 'Germany', name: 'ICD-10-GM', full_name: 'ICD-10 German Modification' },
    { country: 'KR', region: 'South Korea', name: 'KSIC', full_name: 'Korean Standard Industrial Classification' },
    { country: 'US', region: 'United States', name: 'SOC', full_name: 'Standard Occupational Classification' },
    { country: 'IN', region: 'India', name: 'NIC', full_name: 'National Industrial Classification of India' },
  ],
  glosses: [
    { title: 'Vietnamese', description: 'a native or inhabitant of Vietnam' },
    { title: 'American', description: 'a native or inhabitant of the United States of America' },
    { title: 'Martian', description: 'a native or inhabitant of Mars' },
    { title: 'French', description: 'the people of France' },
  ],
};
const names = placeNames(facts);
const find = (q: string) => placeCodes(names, q);

t.test('a country is found by its other names, derived from the data', async (t) => {
  t.same(find('Vietnam'), ['VN'], "a one-country system's region");
  t.same(find('turkiye'), ['TR'], 'the official name with its accent folded');
  t.same(find('Turkey'), ['TR'], 'the region of the Turkish adaptation');
  t.same(find('Vietnamese'), ['VN'], 'a gloss naming the people of a name of the country');
  t.same(find('american'), ['US'], 'a gloss naming the people of the official name');
  t.same(find('French'), ['FR'], 'a gloss naming a people');
  t.same(find('German'), ['DE'], "the adjective of a one-country system's name, cut from a one-word name");
  t.same(find('turkish'), ['TR'], 'cut by two letters and lengthened');
  t.same(find('south korea'), ['KR']);
  t.same(find('Republic of Korea'), ['KR'], 'an inverted official name the right way round');
  t.same(find('korea'), ['KP', 'KR'], 'the head of two inverted names names both');
});

t.test('nothing else is a name', async (t) => {
  t.same(find('Martian'), [], 'a gloss of a place that is no country');
  t.same(find('industrial'), [], "a word of a system's name is no name unless it derives from one of the country's");
  t.same(find('standard'), []);
  t.same(find('states'), [], "no adjective of a name's word: only whole one-word names are cut");
  t.same(find('viet'), [], 'only whole names');
});

t.test('the corrected words are looked up when the typed text names nothing', async (t) => {
  t.same(placeCodes(names, 'vietnm', 'vietnam'), ['VN']);
  t.same(placeKey("Côte d'Ivoire"), 'cote d ivoire');
});
