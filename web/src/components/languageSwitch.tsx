import { LANGUAGES, setDataLanguage, useDataLanguage } from '../language.ts';

/** The header's choice of the data's language: titles and notes follow it where the data has them. */
export function LanguageSwitch() {
  const lang = useDataLanguage();
  return (
    <select
      class="lang-switch"
      value={lang}
      aria-label="Language of the data"
      title="Language of the codes' titles (the site's own text stays English)"
      onChange={(e) => setDataLanguage((e.currentTarget as HTMLSelectElement).value)}
    >
      {LANGUAGES.map(([tag, name]) => (
        <option value={tag} lang={tag}>
          {name}
        </option>
      ))}
    </select>
  );
}
