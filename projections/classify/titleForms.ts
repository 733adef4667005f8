import { phraseKey } from './aids.ts';

/**
 * O*NET writes a title and another form of it in one alternate title, the second in parentheses: "Prep Cook
 * (Preparation Cook)", "Certified Therapeutic Recreation Specialist (CTRS)", "Field Service Poultry Technician (Field
 * Service Poultry Tech)" (3,564 of its entries). A posting writes one form alone, and each names the code as the
 * entry does; read whole, the entry's key held both, so neither form said exactly a text saying one ("CTRS" found
 * "CTR", another code's, exactly; "Field Service Poultry Tech" found the agricultural inspectors' "Poultry Field
 * Service Technician" by its key and this entry only by its words). Not a nested parenthesis ("RT (R)").
 */
export function titleForms(phrase: string): string[] {
  const m = /^([^()]+?)\s*\(([^()]+)\)$/.exec(phrase.trim());
  return m ? [m[1].trim(), m[2].trim()] : [];
}

/** The form of the entry whose key is one of the text's keys, if any (`titleForms`). */
export function formSaying(phrase: string, keys: ReadonlySet<string>): { form: string; key: string } | undefined {
  for (const form of titleForms(phrase)) {
    const key = phraseKey(form);
    if (key && keys.has(key)) return { form, key };
  }
  return undefined;
}
