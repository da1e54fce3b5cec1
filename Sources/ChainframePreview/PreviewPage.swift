/// The preview page: the frame at the playhead (drawn on demand by the server), a scrubber
/// with frame numbers and times, play/pause at the scene's rate, the curves of the selected
/// layer, and the error of a broken edit over the last good frame. `#frame=N` in the address
/// moves the playhead (the integration test uses it; scrubbing updates it).
enum PreviewPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>chainframe preview</title>
    <style>
      body { margin: 0; font: 13px system-ui, sans-serif; background: #1d1f24; color: #ddd; }
      #stage { position: relative; display: inline-block; line-height: 0;
        background: repeating-conic-gradient(#888 0% 25%, #bbb 0% 50%) 0 0 / 16px 16px; }
      #frame { display: block; }
      #error { position: absolute; left: 0; right: 0; bottom: 0; max-height: 100%; overflow: auto;
        line-height: 1.4; background: rgba(160, 20, 30, 0.88); color: #fff; padding: 8px 10px;
        font: 12px ui-monospace, monospace; white-space: pre-wrap; }
      #controls { display: flex; gap: 10px; align-items: center; padding: 8px; }
      #scrub { flex: 1; }
      #label { font-variant-numeric: tabular-nums; min-width: 15em; }
      #panel { padding: 0 8px 8px; }
      #curves { display: block; margin-top: 6px; background: #fff; }
      button { min-width: 5em; }
    </style>
    </head>
    <body>
    <div id="stage"><img id="frame" alt="frame at the playhead"><div id="error" hidden></div></div>
    <div id="controls">
      <button id="play" type="button">Play</button>
      <input id="scrub" type="range" min="0" max="0" value="0" step="1" aria-label="playhead">
      <span id="label">loading…</span>
    </div>
    <div id="panel">
      <label>Curves of layer <select id="layer"><option value="">all layers</option></select></label>
      <img id="curves" alt="property curves">
    </div>
    <script>
    "use strict";
    const $ = (id) => document.getElementById(id);
    let st = null, frame = 0, playing = false, timer = null, generation = -1;
    function time(f) { return st ? f * st.fpsDen / st.fpsNum : 0; }
    function frameURL(f) { return "/frame?n=" + f + "&g=" + generation; }
    function curves() {
      const layer = $("layer").value;
      $("curves").src = "/curves?layer=" + encodeURIComponent(layer) + "&n=" + frame + "&g=" + generation;
    }
    function show(f, options) {
      if (!st || st.frameCount === undefined) return;
      frame = Math.max(0, Math.min(Math.round(f), st.frameCount - 1));
      $("scrub").value = frame;
      $("label").textContent = "frame " + frame + " / " + (st.frameCount - 1) + " · " + time(frame).toFixed(3) + " s";
      $("frame").src = frameURL(frame);
      if (!playing) curves();
      if (!(options && options.keepHash)) history.replaceState(null, "", "#frame=" + frame);
      document.body.dataset.frame = frame;
    }
    function applyStatus(s) {
      const err = $("error");
      if (s.error) { err.textContent = s.error; err.hidden = false; } else { err.hidden = true; }
      if (s.frameCount === undefined) { $("label").textContent = "the scene has not loaded yet"; return; }
      const layerChanged = !st || JSON.stringify(st.layers) !== JSON.stringify(s.layers);
      st = s;
      $("scrub").max = s.frameCount - 1;
      if (layerChanged) {
        const select = $("layer"), keep = select.value;
        select.length = 1;
        for (const l of s.layers) {
          const o = document.createElement("option");
          o.value = l.id; o.textContent = l.id + (l.animated ? " (" + l.animated + ")" : "");
          select.appendChild(o);
        }
        select.value = s.layers.some((l) => l.id === keep) ? keep : "";
      }
      if (frame < 0) frame = s.frameCount + frame;
      show(frame, { keepHash: true });
    }
    async function poll() {
      try {
        const s = await (await fetch("/status", { cache: "no-store" })).json();
        // A frame counted from the end (#frame=-1) waits for a reload under way to count from its end.
        if (s.loading && frame < 0) return;
        if (s.generation !== generation) { generation = s.generation; applyStatus(s); }
        document.body.dataset.generation = generation;
      } catch (e) { $("label").textContent = "the preview server stopped"; }
    }
    function play() {
      if (!st) return;
      playing = !playing;
      $("play").textContent = playing ? "Pause" : "Play";
      clearInterval(timer);
      if (playing) {
        timer = setInterval(() => {
          show(frame + 1 >= st.frameCount ? 0 : frame + 1, { keepHash: true });
          for (let k = 1; k <= 3; k++) { new Image().src = frameURL((frame + k) % st.frameCount); }
        }, 1000 * st.fpsDen / st.fpsNum);
      } else { show(frame); }
    }
    function fromHash() {
      const m = /frame=(-?\d+)/.exec(location.hash);
      if (m) { const n = parseInt(m[1], 10); frame = n < 0 && st ? st.frameCount + n : n; if (st) show(frame, { keepHash: true }); }
    }
    $("scrub").addEventListener("input", (e) => show(parseInt(e.target.value, 10)));
    $("play").addEventListener("click", play);
    $("layer").addEventListener("change", curves);
    window.addEventListener("hashchange", fromHash);
    document.addEventListener("keydown", (e) => {
      if (e.key === " ") { e.preventDefault(); play(); }
      if (e.key === "ArrowRight") show(frame + 1);
      if (e.key === "ArrowLeft") show(frame - 1);
    });
    fromHash();
    poll();
    setInterval(poll, 500);
    </script>
    </body>
    </html>
    """#
}
