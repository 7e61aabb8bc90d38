// Inlined at the end of every server-rendered page (server/site/start-after-paint.ts; its hash is in the page's
// CSP). The page is complete without scripts: they hydrate what is painted and render a screen left to the browser,
// so they run once the page has painted instead of competing with it for the CPU (the page's head fetches them at
// low priority from the start: server/site/page-preloads.ts earlyScripts, so a chunk that failed there is not asked
// for again here). The entry is named by the page (<script type="application/json" id="site-modules">).
// Anything typed before the site has started is marked, so the site hands it to its forms (replayEarlyInput.ts);
// a form sent meanwhile is sent again once it can be.
(function () {
  var html = document.documentElement;
  var mark = function () {
    html.setAttribute('data-early-input', '');
  };
  document.addEventListener('input', mark, { capture: true, once: true });
  document.addEventListener('change', mark, { capture: true, once: true });
  // A form sent before the site is ready would leave the page with nothing done: it is held and sent again once the
  // site is ready (main.tsx), after what was typed has reached the form.
  document.addEventListener(
    'submit',
    function (event) {
      if (html.hasAttribute('data-site-ready')) return;
      event.preventDefault();
      event.stopPropagation();
      html.setAttribute('data-early-submit', String(Array.prototype.indexOf.call(document.forms, event.target)));
    },
    true,
  );
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var modules = {};
    try {
      modules = JSON.parse(document.getElementById('site-modules').textContent);
    } catch (error) {
      return;
    }
    if (modules.entry) import(modules.entry);
  };
  // After the next frame is painted (a task queued from an animation frame runs after it); a tab opened in the
  // background paints no frames, so a timer starts the scripts there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
