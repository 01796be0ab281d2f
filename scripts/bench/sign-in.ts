// The benches' admin session on a product they started: the cookie the API's writes need.

/** Signs in to the product at `url` with `password`; answers the session cookie (name=value). */
export async function signIn(url: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  return login.headers.get('set-cookie')?.split(';')[0] ?? '';
}
