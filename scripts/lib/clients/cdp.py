"""Headless Chromium over the DevTools protocol, with the standard library only: a minimal
WebSocket client, the browser started with --headless=new on a free port, and a local HTTP
server for the files under test (pages and media from one origin, so canvases stay readable)."""
import base64
import functools
import http.server
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import threading
import time
import urllib.request


class WebSocket:
    """A WebSocket client (RFC 6455) for text messages: enough for the DevTools protocol."""

    def __init__(self, url):
        assert url.startswith("ws://")
        hostport, path = url[5:].split("/", 1)
        host, port = hostport.split(":")
        self.sock = socket.create_connection((host, int(port)))
        key = base64.b64encode(os.urandom(16)).decode()
        req = (f"GET /{path} HTTP/1.1\r\nHost: {hostport}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(req.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise OSError("websocket handshake failed")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise OSError("websocket handshake refused: " + head.decode(errors="replace"))
        # A page that never answers (a media promise Chromium leaves pending) must fail the
        # check, not hang CI: every read waits at most this long (socket.timeout is an OSError).
        self.sock.settimeout(WebSocket.TIMEOUT)

    TIMEOUT = float(os.environ.get("CHAINFRAME_CLIENTS_TIMEOUT", "120"))

    def send(self, text):
        data = text.encode()
        mask = os.urandom(4)
        n = len(data)
        if n < 126:
            header = struct.pack("!BB", 0x81, 0x80 | n)
        elif n < 65536:
            header = struct.pack("!BBH", 0x81, 0x80 | 126, n)
        else:
            header = struct.pack("!BBQ", 0x81, 0x80 | 127, n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(header + mask + masked)

    def _exact(self, n):
        buf = b""
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise OSError("websocket closed")
            buf += chunk
        return buf

    def recv(self):
        message = b""
        while True:
            b0, b1 = self._exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._exact(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._exact(8))[0]
            payload = self._exact(n)
            opcode = b0 & 0x0F
            if opcode == 9:
                continue
            message += payload
            if b0 & 0x80:
                return message.decode()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Browser:
    """Headless Chromium serving `root` over HTTP; evaluate() runs JavaScript in its page."""

    def __init__(self, root, page="index.html"):
        self.profile = tempfile.mkdtemp(prefix="cf-chromium-")
        handler = functools.partial(QuietHandler, directory=root)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.proc = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--mute-audio",
             "--remote-debugging-port=0", "--user-data-dir=" + self.profile, "--no-first-run",
             "--autoplay-policy=no-user-gesture-required", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        for _ in range(600):
            if os.path.exists(port_file) and open(port_file).read().count("\n") >= 1:
                break
            if self.proc.poll() is not None:
                raise OSError("chromium exited with status %d" % self.proc.returncode)
            time.sleep(0.05)
        port = open(port_file).read().split("\n")[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        target = next(t for t in targets if t["type"] == "page")
        self.ws = WebSocket(target["webSocketDebuggerUrl"])
        self.next_id = 0
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.call("Page.navigate", url=self.base + page)
        for _ in range(200):
            if self.evaluate("document.readyState") == "complete":
                break
            time.sleep(0.05)

    def version(self):
        return self.call("Browser.getVersion")["product"]

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression):
        """The value of `expression` (a promise is awaited), as JSON-compatible Python."""
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError(details.get("exception", {}).get("description") or details.get("text"))
        return result["result"].get("value")

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.server.shutdown()
        shutil.rmtree(self.profile, ignore_errors=True)
