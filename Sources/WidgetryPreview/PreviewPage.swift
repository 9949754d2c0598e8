/// The preview page: every render in sections, timeline strips to scrub, the clock control, the build's errors and
/// warnings; it listens to `/events` and updates in place, without a reload.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Widgetry previews</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
        header { position: sticky; top: 0; z-index: 2; display: flex; gap: 12px; align-items: center;
          padding: 10px 16px; background: rgba(242,242,247,.95); border-bottom: 1px solid #d1d1d6; }
        header h1 { font-size: 16px; margin: 0; flex: 1; }
        #status { color: #636366; }
        #errors { margin: 12px 16px; padding: 10px 14px; background: #fff0f0; border: 1px solid #ff3b30;
          border-radius: 10px; font-family: ui-monospace, monospace; white-space: pre-wrap; }
        #warnings { margin: 12px 16px; padding: 10px 14px; background: #fffbe6; border: 1px solid #ffcc00;
          border-radius: 10px; }
        #errors:empty, #warnings:empty { display: none; }
        section { margin: 16px; }
        section h2 { font-size: 15px; margin: 0 0 8px; }
        .cards { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
        .card { background: #fff; border-radius: 12px; padding: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        .card iframe { border: 0; display: block; background: transparent; }
        .card .label { margin-top: 6px; color: #3a3a3c; font-size: 12px; }
        .card .warning { color: #a05a00; font-size: 12px; max-width: 360px; }
        .card .failure { color: #d70015; font-size: 12px; max-width: 360px; white-space: pre-wrap; }
        .strip { display: flex; align-items: center; gap: 6px; font-size: 12px; margin-top: 4px; }
        .stale iframe { opacity: .55; }
        </style></head>
        <body>
        <header><h1 id="title">Previews</h1><span id="status">connecting…</span>
        <label>Clock <input id="clock" type="datetime-local" step="60"></label>
        <button id="at">Render at</button><button id="now">Now</button></header>
        <div id="errors"></div><div id="warnings"></div><main id="main"></main>
        <script>
        const main = document.getElementById('main');
        const cards = new Map();
        const sections = new Map();
        function text(tag, cls, content) { const e = document.createElement(tag); if (cls) e.className = cls;
          e.textContent = content; return e; }
        function fit(frame) { try { const d = frame.contentDocument; if (!d || !d.body) return;
          const r = (d.querySelector('.wgt-widget') || d.body).getBoundingClientRect();
          if (r.width && r.height) { frame.width = Math.ceil(r.width); frame.height = Math.ceil(r.height); } } catch (e) {} }
        function card(p) {
          let c = cards.get(p.id);
          if (!c) {
            c = { root: document.createElement('div'), frame: document.createElement('iframe') };
            c.root.className = 'card'; c.root.dataset.id = p.id;
            c.frame.addEventListener('load', () => fit(c.frame));
            c.root.append(c.frame, text('div', 'label', ''), document.createElement('div'), document.createElement('div'));
            cards.set(p.id, c);
          }
          const [frame, label, strip, notes] = c.root.children;
          label.textContent = p.family + ' · ' + p.appearance + (p.source ? ' · ' + p.source : '');
          strip.replaceChildren(); notes.replaceChildren();
          let shown = p.url;
          if (p.frames.length > 1) {
            strip.className = 'strip';
            const range = document.createElement('input'); range.type = 'range'; range.min = 0;
            range.max = p.frames.length - 1; range.value = c.index && c.index < p.frames.length ? c.index : 0;
            const caption = text('span', '', '');
            const show = () => { const f = p.frames[range.value]; c.index = +range.value;
              caption.textContent = f.label + (f.date ? ' ' + new Date(f.date).toLocaleString() : '');
              if (frame.getAttribute('src') !== f.url) frame.src = f.url; };
            range.addEventListener('input', show);
            strip.append(text('span', '', 'timeline'), range, caption);
            if (c.index) { shown = null; show(); } else { const f = p.frames[0];
              caption.textContent = f.label + (f.date ? ' ' + new Date(f.date).toLocaleString() : ''); }
          }
          if (shown && frame.getAttribute('src') !== shown) frame.src = shown;
          for (const w of p.warnings) notes.append(text('div', 'warning', '⚠︎ ' + w.message));
          if (p.error) notes.append(text('div', 'failure', p.error));
          return c.root;
        }
        async function load() {
          const r = await fetch('/previews.json', { cache: 'no-store' });
          const doc = await r.json();
          document.getElementById('title').textContent = (doc.bundle || 'Bundle') + ' previews';
          const timing = doc.renderMilliseconds != null ? ' · rendered in ' + doc.renderMilliseconds + ' ms' : '';
          document.getElementById('status').textContent = doc.building ? 'building…'
            : (doc.errors.length ? doc.errors.length + ' error(s); showing the last good previews' : 'up to date' + timing);
          document.getElementById('errors').textContent = doc.errors.map(e =>
            (e.file ? e.file + ':' + (e.line || '') + (e.column ? ':' + e.column : '') + ': ' : '') + e.message).join('\\n');
          const warnings = document.getElementById('warnings'); warnings.replaceChildren();
          for (const w of doc.warnings) warnings.append(text('div', '', '⚠︎ ' + w.message));
          document.body.classList.toggle('stale', doc.errors.length > 0);
          const groups = new Map();
          for (const p of doc.previews) { if (!groups.has(p.group)) groups.set(p.group, []); groups.get(p.group).push(p); }
          // Cards and sections stay in the page and are moved only when their place changes: moving an iframe
          // reloads it, so an update repaints only the renders that changed.
          let index = 0;
          for (const [name, previews] of groups) {
            let s = sections.get(name);
            if (!s) { s = document.createElement('section'); s.append(text('h2', '', name));
              const list = document.createElement('div'); list.className = 'cards'; s.append(list); sections.set(name, s); }
            if (main.children[index] !== s) main.insertBefore(s, main.children[index] || null);
            const list = s.lastChild;
            previews.forEach((p, position) => { const root = card(p);
              if (list.children[position] !== root) list.insertBefore(root, list.children[position] || null); });
            while (list.children.length > previews.length) list.lastChild.remove();
            index += 1;
          }
          while (main.children.length > index) { sections.delete(main.lastChild.firstChild.textContent); main.lastChild.remove(); }
          const ids = new Set(doc.previews.map(p => p.id));
          for (const id of [...cards.keys()]) if (!ids.has(id)) cards.delete(id);
        }
        function iso(local) { return local ? new Date(local).toISOString() : ''; }
        document.getElementById('at').onclick = () => fetch('/clock?at=' + encodeURIComponent(iso(document.getElementById('clock').value)));
        document.getElementById('now').onclick = () => { document.getElementById('clock').value = ''; fetch('/clock'); };
        const events = new EventSource('/events');
        events.addEventListener('update', () => load());
        events.onerror = () => { document.getElementById('status').textContent = 'disconnected; retrying…'; };
        load();
        </script></body></html>
        """
}
