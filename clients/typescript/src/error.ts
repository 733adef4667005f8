/** The problem document (RFC 9457) the API answers a 4xx or 5xx with. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  [member: string]: unknown;
}

/** A 4xx or 5xx answer: its status, the API's problem document, and the Response (headers such as Retry-After). */
export class TaxonomyApiError extends Error {
  readonly operation: string;
  readonly status: number;
  readonly problem: Problem;
  readonly response: Response;

  constructor(operation: string, response: Response, problem: Problem) {
    super(
      `${operation}: ${response.status} ${problem.title ?? response.statusText}${problem.detail ? `: ${problem.detail}` : ''}`,
    );
    this.name = 'TaxonomyApiError';
    this.operation = operation;
    this.status = response.status;
    this.problem = problem;
    this.response = response;
  }

  /** Reads the answer's problem document (or, when it is none, its status text). */
  static async from(operation: string, response: Response): Promise<TaxonomyApiError> {
    const text = await response.text().catch(() => '');
    let problem: Problem = { status: response.status, title: response.statusText };
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') problem = parsed as Problem;
    } catch {
      // not JSON (a proxy's page): keep the status text
    }
    return new TaxonomyApiError(operation, response, problem);
  }
}
