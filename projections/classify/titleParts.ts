/**
 * The parts of a job title as postings write them (normalize.ts `cleanTitle`): the title, then, after a dash or
 * bar, or in brackets, what the posting adds. A part that only advertises the job (a requirement, a perk, the
 * hiring's urgency, a requisition number) or says where it is goes; a part that says the job's department or
 * specialty ("Sales Associate - Electronics", "Teacher - 3rd Grade", "Nurse - Med/Surg") is read as coders read
 * it, a modifier before the title ("Electronics Sales Associate"): dropped, it left the title's generic head
 * alone ("Shift Supervisor - Fast Food" read "Supervisor"). Pure.
 */

/**
 * What a posting says to sell or fill the job, never the job: requirements ("must have ...", "... required",
 * "CPA preferred", "21+"; a credential or a kind of hire alone: "Licensed", "Bilingual", "Contract"), perks (tips,
 * commission, bonus, overtime, relocation, paid training, home weekly, weekly pay), urgency ("urgently hiring", "immediate start"), experience asked ("no
 * experience necessary", "new grads"), the season or year
 * ("Summer 2025", "2025/26 School Year") and requisition numbers ("Req #45821", "Job ID 2024-118"). A part (a
 * dash's part, a parenthesis) holding one is that notice as a whole; read only on parts: inline, "Contract
 * Administrator" and "Certified Nursing Assistant" are jobs; and no word a job's name holds ("(Benefits Admin)",
 * "(Pay Per Click Specialist)", "(Travel Certified Occupational Therapy Asst)", "(Urgent Care Physician Assistant)" spell
 * the job out).
 */
const NOTICE =
  /\b(?:must|required|requires?|preferred|necessary|needed|provided|a\s+plus|desired|welcomed?|available|new\s+grads?|(?:no|some|prior)\s+experience|experience\s+(?:preferred|required|a\s+plus)|hiring|urgent(?:ly)?\s+(?:need(?:ed)?|opening)|immediate(?:ly)?|asap|apply|earn|(?:weekly|daily|hourly|top|great|competitive|same[- ]day|instant)\s+pay|pay\s+(?:weekly|daily)|paid\s+(?:training|weekly|daily)|weekly|daily|tips|gratuity|commissions?|uncapped|overtime|relocation|flexible\s+(?:hours|schedule)|home\s+(?:daily|weekly|nightly|every)|incentives?|bonus|sign[- ]on|(?:contract|temp)\s+to\s+hire|direct\s+hire|booth\s+rental|(?:req(?:uisition)?|job|id|ref)\s*(?:#|no\b\.?|number|id)?\s*:?\s*[\w-]*\d[\w-]*|(?:19|20)\d\d|school\s+year|summer|winter|season(?:al)?)\b|#\s*\d|\d\s*\+|!|^\s*(?:licensed|certified|credentialed|bilingual|contract|temporary|temp|permanent|urgent(?:ly)?)\s*$/i;

/** A part that says where: "Chicago, IL", "Austin, Texas", "Nationwide", "Multiple Locations", "Base: Denver". */
const PLACE =
  /^(?:[\p{L}.' -]+,\s*[\p{L}]{2,}(?:\s+\d{5})?|\d{5}|nationwide|multiple\s+locations|various\s+locations|(?:base|location|city)\s*:.*|(?:in|near)\s+.*)$/iu;

/** The separators between a title and what a posting adds: a spaced dash or a bar. */
const SEPARATOR = /\s+[-–—|]\s+|\s*[|]\s*/;

/** Whether a part only advertises the job or says nothing but noise (`noise` takes out normalize.ts's pay, schedule, level, seniority). */
export const onlyNotice = (part: string, noise: (s: string) => string): boolean =>
  NOTICE.test(part) || !noise(part).replace(/[\s,;/&-]+/g, '');

/** Whether a part says where the job is ("Chicago, IL", "Remote - Nationwide"). */
export const saysPlace = (part: string): boolean => PLACE.test(part.trim());

/**
 * The departments a title's later parts name (after a dash or bar: "Sales Associate - Electronics" -> ["Electronics"]):
 * parts that say only a notice, noise or a place are none; a department is a short part (up to three words once its
 * noise is out).
 */
export function departments(title: string, noise: (s: string) => string): string[] {
  return title
    .split(SEPARATOR)
    .slice(1)
    .filter((p) => !saysPlace(p) && !onlyNotice(p, noise))
    .map((p) =>
      noise(p)
        .replace(/[\s,;:()[\]]+/g, ' ')
        .trim(),
    )
    .filter((p) => p.split(/\s+/).length <= 3 && !saysPlace(p));
}

/**
 * A title as its parts read: the title (the first part), with the departments the later parts name before it
 * ("Registered Nurse (RN) – ICU – $5,000 Sign-On Bonus" -> "ICU Registered Nurse (RN)"), as a coder reads them.
 */
export function readParts(title: string, noise: (s: string) => string): string {
  const named = departments(title, noise);
  const head = headPart(title);
  return named.length ? `${named.join(' ')} ${head}` : head;
}

/** The title a posting's later parts follow: its first part. */
export const headPart = (title: string): string => title.split(SEPARATOR)[0];
