#!/usr/bin/env python3
"""Asks a running boardshelf-relay for its welcome, as an app would: python3's
standard library only, for release/check.

    relayprobe.py welcome URL [CAFILE]

URL is ws://host:port/boardshelf/relay/v1 or wss://... (then CAFILE, a PEM
certificate, is the only authority trusted, and the certificate must name the
host). It opens the WebSocket, reads the first message and prints it; it
fails (exit 1, in a few words) when there is no upgrade, no text message in
ten seconds, or the message is not a welcome of version 1.
"""
import base64
import json
import os
import socket
import ssl
import sys
import urllib.parse

PATH = "/boardshelf/relay/v1"
MAX_WELCOME = 4096  # a welcome is some 150 bytes


def fail(why):
    sys.exit(f"relayprobe: {why}")


def read_exactly(sock, n):
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            fail("the connection closed")
        data += chunk
    return data


def handshake(sock, host):
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET {PATH} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)
        if not chunk or len(head) > 8192:
            fail("no HTTP answer")
        head += chunk
    status = head.split(b"\r\n", 1)[0].decode(errors="replace")
    if " 101 " not in status + " ":
        fail(f"no WebSocket upgrade: {status[:80]}")


def first_message(sock):
    b0, b1 = read_exactly(sock, 2)
    if b0 & 0x0F != 1:
        fail("the first message is not text")
    n = b1 & 0x7F
    if n == 126:
        n = int.from_bytes(read_exactly(sock, 2), "big")
    elif n == 127:
        n = int.from_bytes(read_exactly(sock, 8), "big")
    if n > MAX_WELCOME:
        fail("the first message is far too long for a welcome")
    return read_exactly(sock, n).decode()


def welcome(url, cafile=None):
    u = urllib.parse.urlsplit(url)
    if u.scheme not in ("ws", "wss") or u.path != PATH:
        fail(f"not a relay address: ws(s)://host:port{PATH}")
    port = u.port or (443 if u.scheme == "wss" else 80)
    sock = socket.create_connection((u.hostname, port), timeout=10)
    if u.scheme == "wss":
        ctx = ssl.create_default_context(cafile=cafile)
        sock = ctx.wrap_socket(sock, server_hostname=u.hostname)
    handshake(sock, u.netloc)
    text = first_message(sock)
    sock.close()
    try:
        m = json.loads(text)
    except ValueError:
        fail("the first message is not JSON")
    if m.get("t") != "welcome" or m.get("v") != 1:
        fail("the first message is not a welcome of version 1")
    print(text)


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4) or sys.argv[1] != "welcome":
        sys.exit(__doc__)
    try:
        welcome(*sys.argv[2:])
    except (OSError, ssl.SSLError) as e:
        fail(f"no connection: {e.strerror or e}")
