// Source helpers for the imported-looking demo articles: real accessibility sites, paths written for this project.
export const webaim = (path: string) => ({
  name: 'WebAIM Blog',
  url: `https://webaim.org/blog/${path}/`,
});
export const a11yProject = (path: string) => ({
  name: 'The A11Y Project',
  url: `https://www.a11yproject.com/posts/${path}/`,
});
export const tpgi = (path: string) => ({ name: 'TPGi', url: `https://www.tpgi.com/${path}/` });
export const deque = (path: string) => ({
  name: 'Deque Blog',
  url: `https://www.deque.com/blog/${path}/`,
});
export const smashing = (path: string) => ({
  name: 'Smashing Magazine',
  url: `https://www.smashingmagazine.com/2026/${path}/`,
});
export const roselli = (path: string) => ({
  name: 'Adrian Roselli',
  url: `https://adrianroselli.com/2026/${path}.html`,
});
export const wai = (path: string) => ({
  name: 'W3C WAI',
  url: `https://www.w3.org/WAI/news/${path}/`,
});
export const afb = (path: string) => ({
  name: 'American Foundation for the Blind',
  url: `https://www.afb.org/blog/entry/${path}`,
});
