"""A tiny web app with sign-up by emailed code (the Python twin of ../playwright-signup/server.mjs):
one page asks for an email address, the app mails a 6-digit code to it over SMTP, the next page
takes the code and welcomes the new user. Standard library only; state in memory. The SMTP
server is SMTP_HOST/SMTP_PORT, else the daemon that `inboxkit run` names
(INBOXKIT_SMTP_HOST/INBOXKIT_SMTP_PORT).

    python3 app.py            (PORT, default 3100)
"""
from __future__ import annotations

import html
import os
import re
import secrets
import smtplib
import threading
from email.message import EmailMessage
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Dict, Set, Tuple
from urllib.parse import parse_qs


def smtp_server() -> Tuple[str, int]:
    host = os.environ.get("SMTP_HOST") or os.environ.get("INBOXKIT_SMTP_HOST") or "127.0.0.1"
    port = int(os.environ.get("SMTP_PORT") or os.environ.get("INBOXKIT_SMTP_PORT") or 2525)
    return host, port


def page(title: str, body: str) -> str:
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)} · Acme</title></head>'
            f"<body><main>{body}</main></body></html>")


def sign_up_form(message: str = "") -> str:
    return page("Sign up", f"""<h1>Create your Acme account</h1>{message}
<form method="post" action="/signup"><label>Email <input name="email" type="email" required></label>
<button type="submit">Send code</button></form>""")


def code_form(email: str, message: str = "") -> str:
    e = html.escape(email)
    return page("Enter your code", f"""<h1>Check your email</h1>
<p>We sent a code to <strong>{e}</strong>.</p>{message}
<form method="post" action="/verify"><input type="hidden" name="email" value="{e}">
<label>Code <input name="code" inputmode="numeric" autocomplete="one-time-code" required></label>
<button type="submit">Sign up</button></form>
<form method="post" action="/signup"><input type="hidden" name="email" value="{e}"><button type="submit">Send a new code</button></form>""")


class Acme:
    """The app's state: the code last sent to each address, and the users signed up."""

    def __init__(self) -> None:
        self.pending: Dict[str, str] = {}
        self.users: Set[str] = set()
        self.lock = threading.Lock()

    def send_code(self, email: str) -> None:
        code = f"{secrets.randbelow(1_000_000):06d}"
        with self.lock:
            self.pending[email] = code
        mail = EmailMessage()
        mail["From"] = "Acme <no-reply@acme.test>"
        mail["To"] = email
        mail["Subject"] = "Your Acme sign-up code"
        mail.set_content(f"Welcome to Acme!\n\nYour sign-up code is {code}. It expires in 10 minutes.\n")
        with smtplib.SMTP(*smtp_server(), timeout=30) as smtp:
            smtp.send_message(mail)

    def verify(self, email: str, code: str) -> bool:
        with self.lock:
            if email not in self.pending or self.pending[email] != code:
                return False
            del self.pending[email]
            self.users.add(email)
            return True


def make_handler(acme: Acme) -> type:
    class Handler(BaseHTTPRequestHandler):
        def send(self, status: int, body: str, content_type: str = "text/html; charset=utf-8") -> None:
            data = body.encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def form(self) -> Dict[str, str]:
            length = int(self.headers.get("Content-Length") or 0)
            if length > 10_000:
                raise ValueError("form too large")
            fields = parse_qs(self.rfile.read(length).decode("utf-8"))
            return {k: v[0] for k, v in fields.items()}

        def do_GET(self) -> None:
            if self.path == "/health":
                return self.send(200, "ok", "text/plain")
            if self.path == "/":
                return self.send(200, sign_up_form())
            self.send(404, page("Not found", "<h1>Not found</h1>"))

        def do_POST(self) -> None:
            if self.path == "/signup":
                email = self.form().get("email", "").strip().lower()
                if not re.fullmatch(r"[^\s@]+@[^\s@]+", email):
                    return self.send(400, sign_up_form('<p role="alert">Enter an email address.</p>'))
                acme.send_code(email)
                return self.send(200, code_form(email))
            if self.path == "/verify":
                form = self.form()
                email = form.get("email", "")
                if not acme.verify(email, form.get("code", "").strip()):
                    return self.send(400, code_form(email, '<p role="alert">That code is not right. Try again.</p>'))
                return self.send(200, page("Welcome", f"<h1>Welcome to Acme</h1><p>You are signed up as <strong>{html.escape(email)}</strong>.</p>"))
            self.send(404, page("Not found", "<h1>Not found</h1>"))

        def log_message(self, format: str, *args: object) -> None:
            pass

    return Handler


def serve(port: int = 0) -> ThreadingHTTPServer:
    """The app listening on 127.0.0.1 (port 0: a free one), serving on a thread of its own."""
    server = ThreadingHTTPServer(("127.0.0.1", port), make_handler(Acme()))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


if __name__ == "__main__":
    server = serve(int(os.environ.get("PORT", "3100")))
    host, port = smtp_server()
    print(f"acme: http://127.0.0.1:{server.server_address[1]}, mail via {host}:{port}", flush=True)
    threading.Event().wait()
