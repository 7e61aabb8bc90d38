/**
 * The only script a server-rendered page names in its HTML (server/http/site.ts): it starts the site's scripts
 * once the page has painted. The page is complete without them (they hydrate what is painted, and render a screen
 * left to the browser), so they should not compete with what paints: the stylesheet and, on a slow connection,
 * the HTML itself. The addresses come from the page (`<script type="application/json" id="site-modules">`),
 * written by the server from the build's manifest.
 */
interface SiteModules {
  /** The site's entry (src/app/main.tsx as built). */
  entry?: string;
  /** The chunks the first screen needs beyond the entry's own imports: fetched in parallel with it. */
  preload?: string[];
}

function start(modules: SiteModules) {
  for (const href of modules.preload ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (modules.entry) void import(/* @vite-ignore */ modules.entry);
}

let modules: SiteModules = {};
try {
  modules = JSON.parse(document.getElementById('site-modules')?.textContent || '{}') as SiteModules;
} catch {
  /* an unreadable list: the page stays as painted, readable and with working links */
}
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  start(modules);
};
// After the next frame is painted (a task queued from an animation frame runs after that frame); a tab opened in
// the background paints no frames, so a timer starts the scripts there too.
requestAnimationFrame(() => setTimeout(startOnce, 0));
setTimeout(startOnce, 1000);
