#!/usr/bin/env python3
"""APNs' endpoint reached as APNs client libraries reach it: httpx over HTTP/2 (h2), PyJWT provider tokens.

Serves widgets-demo with --apns-http2-port and --apns-key, then, over cleartext HTTP/2 with prior knowledge:
a push-to-start with a good ES256 provider token (200 over HTTP/2, apns-id echoed), and pushes with no token, a
token signed by another key, one naming another team and one made two hours ago (403 with APNs' reasons). Then the
same over TLS (ALPN h2) with a self-signed certificate. Run by apns_http2.sh, which provides the libraries.

Usage: apns_http2.py [--quick]"""

import datetime
import os
import re
import time
import uuid

import httpx
import jwt
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from widgetry_harness import Server, figures

KEY_ID, TEAM_ID = "ABC123DEFG", "DEF123GHIJ"
SERVING = re.compile(r"Serving \S+ at http://127\.0\.0\.1:(\d+)/")
APNS = re.compile(r"APNs endpoint \([^)]*\) at (https?)://127\.0\.0\.1:(\d+)/")


def write_key(folder, name, key):
    path = os.path.join(folder, name)
    with open(path, "wb") as file:
        file.write(key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    return path


def self_signed(folder):
    """A certificate for 127.0.0.1 and its key, as PEM files."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    import ipaddress
    certificate = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
        .sign(key, hashes.SHA256()))
    cert_path = os.path.join(folder, "cert.pem")
    with open(cert_path, "wb") as file:
        file.write(certificate.public_bytes(serialization.Encoding.PEM))
    return cert_path, write_key(folder, "tls-key.pem", key)


def provider_token(key, kid=KEY_ID, iss=TEAM_ID, issued=None):
    """A provider token as APNs libraries make one: ES256, kid in the header, iss and iat in the claims."""
    return jwt.encode({"iss": iss, "iat": int(issued or time.time())}, key, algorithm="ES256", headers={"kid": kid})


def start(server, *arguments):
    server.arguments += list(arguments)
    server.start()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        log = open(server.log, encoding="utf-8", errors="replace").read()
        serving, apns = SERVING.search(log), APNS.search(log)
        if serving and apns:
            server.port = int(serving.group(1))
            return apns.group(1), int(apns.group(2))
        time.sleep(0.05)
    raise RuntimeError(f"no APNs endpoint line in {server.log}")


def push(client, url, token, body, authorization):
    headers = {
        "apns-push-type": "liveactivity", "apns-topic": "DemoWidgets.push-type.liveactivity", "apns-priority": "10",
        "apns-expiration": "0", "apns-id": str(uuid.uuid4()).upper(),
    }
    if authorization:
        headers["authorization"] = f"bearer {authorization}"
    response = client.post(f"{url}/3/device/{token}", headers=headers, content=body)
    return response, headers["apns-id"]


def start_body(stops):
    now = int(time.time())
    ref = now - 978307200
    return (
        '{"aps":{"timestamp":%d,"event":"start","attributes-type":"DeliveryAttributes",'
        '"attributes":{"orderNumber":7,"restaurantName":"HTTP/2 Pizza"},'
        '"content-state":{"driverName":"Hana","estimatedDeliveryTime":[%d,%d],"currentStep":%d},'
        '"input-push-token":1,"alert":{"title":"Started over HTTP/2","body":"h2"}}}' % (now, ref, ref + 900, stops))


def exercise(server, scheme, port, key, other_key, verify):
    _, tokens = server.json("GET", "/api/push-tokens")
    start_token = tokens["pushToStart"][0]["token"]
    url = f"{scheme}://127.0.0.1:{port}"
    with httpx.Client(http1=(scheme == "https"), http2=True, verify=verify, timeout=60) as client:
        good, apns_id = push(client, url, start_token, start_body(0), provider_token(key))
        assert good.status_code == 200, (good.status_code, good.text)
        assert good.http_version == "HTTP/2", good.http_version
        assert good.headers.get("apns-id") == apns_id, good.headers
        refusals = {}
        for name, authorization in [
            ("missing", None),
            ("other key", provider_token(other_key)),
            ("other team", provider_token(key, iss="ZZZ999ZZZZ")),
            ("unknown kid", provider_token(key, kid="NOPE000000")),
            ("two hours old", provider_token(key, issued=time.time() - 7200)),
        ]:
            response, _ = push(client, url, start_token, start_body(1), authorization)
            refusals[name] = (response.status_code, response.json()["reason"])
    expected = {
        "missing": (403, "MissingProviderToken"), "other key": (403, "InvalidProviderToken"),
        "other team": (403, "InvalidProviderToken"), "unknown kid": (403, "InvalidProviderToken"),
        "two hours old": (403, "ExpiredProviderToken"),
    }
    assert refusals == expected, refusals
    activities = server.all_pages("/api/activities")
    started = [a for a in activities if a["attributes"].get("restaurantName") == "HTTP/2 Pizza"]
    assert len(started) == 1, f"one start (the refused pushes changed nothing): {activities}"
    return good.http_version


def main():
    key = ec.generate_private_key(ec.SECP256R1())
    other_key = ec.generate_private_key(ec.SECP256R1())
    cleartext = Server("--empty", name="apns-h2")
    key_path = write_key(cleartext.folder, f"AuthKey_{KEY_ID}.p8", key)
    try:
        scheme, port = start(cleartext, "--apns-http2-port", "0", "--apns-key", f"{KEY_ID}:{TEAM_ID}:{key_path}")
        assert scheme == "http"
        version = exercise(cleartext, scheme, port, key, other_key, verify=False)
    finally:
        cleartext.stop()
    tls = Server("--empty", name="apns-h2-tls")
    cert_path, tls_key_path = self_signed(tls.folder)
    try:
        scheme, port = start(
            tls, "--apns-http2-port", "0", "--apns-tls-certificate", cert_path, "--apns-tls-key", tls_key_path,
            "--apns-key", f"{KEY_ID}:{TEAM_ID}:{key_path}")
        assert scheme == "https"
        tls_version = exercise(tls, scheme, port, key, other_key, verify=cert_path)
    finally:
        tls.stop()
    figures("apns-http2", cleartext=version, tls=tls_version, refusals="5 of 5 as APNs answers")


if __name__ == "__main__":
    main()
