/**
 * How a page drawn on the server (the landing, the product list, a product page) starts its app: once
 * the browser has painted what the HTML holds, not before. The server lists the app's entry and the
 * page's route chunks in this script's `data-modules` (server/plugins/pageHints.ts). After the first
 * contentful paint (the Paint Timing entry; after the first frame where the browser has no such
 * entries; after 2 s at the latest, for a tab that is not being painted) it adds the entry as a module
 * script and the chunks as `modulepreload` links, so they load side by side. Before the paint they
 * would only compete with the page's photo and fonts for a slow link, and a phone whose scripts arrive
 * first (from the service worker's cache) would run ~400 kB of JavaScript before showing the page it
 * already has. The chunks are added a few at a time, one task each: starting a request costs the
 * main thread about a millisecond on a slow phone, and thirty in one go would block a tap for a
 * noticeable moment. The server allows exactly this text by its hash in the Content-Security-Policy
 * (server/app.ts), like the theme script.
 */
export const BOOT_SCRIPT = [
  '(function(m){',
  'var started=false,i=0;',
  'function add(){for(var end=i?i+3:1;i<m.length&&i<end;i++){',
  "var e=document.createElement(i?'link':'script');",
  "if(i){e.rel='modulepreload';e.href=m[i]}else{e.type='module';e.src=m[i]}",
  "e.crossOrigin='';document.head.appendChild(e)}if(i<m.length)setTimeout(add)}",
  'function start(){if(started)return;started=true;add()}',
  'setTimeout(start,2000);',
  "if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){",
  "new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()})",
  ".observe({type:'paint',buffered:true})",
  '}else requestAnimationFrame(function(){setTimeout(start)})',
  "})((document.currentScript.dataset.modules||'').split(' ').filter(Boolean))",
].join('');
