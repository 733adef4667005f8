/**
 * The page an e-mailed sign-in link opens. It only shows a button: the token is used when the button
 * POSTs it (to the same URL, so a PUBLIC_URL with a path prefix works), never by the GET itself, so
 * mail scanners and link previews that fetch the link leave it unused. No script; the form posts to
 * this origin only. Its Referrer-Policy is same-origin (the API's is no-referrer), so the browser
 * sends the POST's Origin rather than `null`.
 */
export const SIGN_IN_PAGE_REFERRER_POLICY = 'same-origin';
export const SIGN_IN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function signInPage(token: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Classification knowledge graph</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.4rem;cursor:pointer}</style>
</head>
<body>
<h1>Sign in</h1>
<p>Press the button to sign in to the classification knowledge graph. The link works once, for 15 minutes.</p>
<form method="post" action="verify">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in</button>
</form>
<p><small>Did not ask for this? Close the page: nothing happens until the button is pressed.</small></p>
</body>
</html>
`;
}
