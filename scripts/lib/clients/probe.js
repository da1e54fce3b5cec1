// What Chromium makes of a file (scripts/clients): loaded by the harness's page, called over
// the DevTools protocol. Videos through <video> (duration, frames counted by seeking to every
// frame and reading requestVideoFrameCallback's mediaTime, the probe frame drawn on a canvas),
// GIF/APNG/WebP/PNG through WebCodecs' ImageDecoder (frame count, every frame's duration, the
// probe frame), audio through decodeAudioData, a WebVTT sidecar through <track>.
"use strict";

const CF = {
  // Releases a media element's player at once: Chromium caps the players of a page (about
  // 75), and removed elements wait for garbage collection, so a long matrix ended up with
  // players that never presented a frame (every seek then waited for its timeout).
  release(media, blobURL) {
    media.removeAttribute("src");
    media.load();
    media.remove();
    if (blobURL) URL.revokeObjectURL(blobURL);
  },

  async fetchBytes(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return await response.arrayBuffer();
  },

  // Mean [r, g, b, a] over each box [x0, y0, x1, y1) of what `draw` puts on a w×h canvas.
  boxes(w, h, draw, boxes) {
    const canvas = document.createElement("canvas");
    canvas.width = w;
    canvas.height = h;
    const g = canvas.getContext("2d", { willReadFrequently: true });
    g.clearRect(0, 0, w, h);
    draw(g);
    const out = {};
    for (const [name, [x0, y0, x1, y1]] of Object.entries(boxes)) {
      const d = g.getImageData(x0, y0, x1 - x0, y1 - y0).data;
      const sum = [0, 0, 0, 0];
      for (let i = 0; i < d.length; i += 4) for (let c = 0; c < 4; c++) sum[c] += d[i + c];
      out[name] = sum.map((s) => Math.round((s / (d.length / 4)) * 10) / 10);
    }
    return out;
  },

  async audio(url) {
    try {
      const context = new OfflineAudioContext(2, 48000, 48000);
      const buffer = await context.decodeAudioData(await CF.fetchBytes(url));
      return { channels: buffer.numberOfChannels, duration: buffer.duration };
    } catch (e) {
      return { error: String(e.message || e) };
    }
  },

  async cues(videoURL, vttURL) {
    const video = document.createElement("video");
    const track = document.createElement("track");
    track.kind = "captions";
    track.src = vttURL;
    track.default = true;
    video.appendChild(track);
    video.src = videoURL;
    document.body.appendChild(video);
    try {
      await new Promise((ok, no) => {
        track.addEventListener("load", ok);
        track.addEventListener("error", () => no(new Error("the WebVTT track did not load")));
        setTimeout(() => no(new Error("the WebVTT track timed out")), 5000);
      });
      return track.track.cues.length;
    } finally {
      CF.release(video);
    }
  },

  async video(url, spec) {
    const video = document.createElement("video");
    video.muted = true;
    video.preload = "auto";
    document.body.appendChild(video);
    const blobURL = URL.createObjectURL(new Blob([await CF.fetchBytes(url)]));
    video.src = blobURL;
    try {
      await new Promise((ok, no) => {
        video.onloadeddata = ok;
        video.onerror = () => no(new Error(video.error ? video.error.message : "the video did not load"));
      });
    } catch (e) {
      CF.release(video, blobURL);
      return { error: String(e.message || e) };
    }
    const frameAt = (t) =>
      new Promise((ok) => {
        let done = false;
        video.requestVideoFrameCallback((now, meta) => {
          done = true;
          ok(meta.mediaTime);
        });
        video.currentTime = t;
        setTimeout(() => done || ok(null), 2000);
      });
    const times = new Set();
    const steps = Math.ceil(video.duration * spec.fps) + 1;
    for (let i = 0; i < steps; i++) {
      const t = await frameAt(Math.min((i + 0.5) / spec.fps, video.duration));
      if (t !== null) times.add(t.toFixed(5));
    }
    await frameAt((spec.probeFrame + 0.5) / spec.fps);
    const result = {
      duration: video.duration,
      frames: times.size,
      width: video.videoWidth,
      height: video.videoHeight,
      boxes: CF.boxes(video.videoWidth, video.videoHeight, (g) => g.drawImage(video, 0, 0), spec.boxes),
    };
    if (spec.audio) result.audio = await CF.audio(url);
    if (spec.vtt) result.cues = await CF.cues(blobURL, spec.vtt);
    CF.release(video, blobURL);
    return result;
  },

  async image(url, type, spec) {
    let decoder;
    try {
      decoder = new ImageDecoder({ data: await CF.fetchBytes(url), type });
      await decoder.tracks.ready;
      await decoder.completed;
    } catch (e) {
      return { error: String(e.message || e) };
    }
    const track = decoder.tracks.selectedTrack;
    const durations = [];
    let probe = null;
    for (let i = 0; i < track.frameCount; i++) {
      const { image } = await decoder.decode({ frameIndex: i });
      durations.push(image.duration || 0);
      if (i === Math.min(spec.probeFrame, track.frameCount - 1)) {
        probe = CF.boxes(image.displayWidth, image.displayHeight, (g) => g.drawImage(image, 0, 0), spec.boxes);
      }
      image.close();
    }
    decoder.close();
    const total = durations.reduce((a, b) => a + b, 0);
    return { frames: track.frameCount, durations, duration: total / 1e6, boxes: probe };
  },
};
