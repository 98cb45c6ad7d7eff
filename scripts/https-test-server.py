#!/usr/bin/env python3
"""An HTTPS server on the loopback interface for `routegen verify`'s tests.

Usage: https-test-server.py <cert.pem> <key.pem> <responses.json>

responses.json maps a request path to {"status": 200, "headers": {"Content-Type": "..."}, "body": "<file>"}, or to
{"hang": true} for a server that accepts the request and never answers. Other paths get a 404. The server prints
the port it listens on, then serves until it is killed.
"""
import http.server
import json
import ssl
import sys
import time


def main():
    cert, key, responses_path = sys.argv[1:4]
    with open(responses_path) as f:
        responses = json.load(f)

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            response = responses.get(self.path)
            if response is None:
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if response.get("hang"):
                time.sleep(600)
                return
            body = b""
            if "body" in response:
                with open(response["body"], "rb") as f:
                    body = f.read()
            self.send_response(response.get("status", 200))
            for name, value in response.get("headers", {}).items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
