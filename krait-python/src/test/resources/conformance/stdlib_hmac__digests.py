import hashlib
import hmac
import base64
import time

key = b"super-secret"
msg = b'{"event":"payment.succeeded","id":"evt_123"}'
for dm in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", hashlib.sha256, hashlib.sha3_256, "sha3_512"]:
    h = hmac.new(key, msg, digestmod=dm)
    print(f"{h.name:<12} size={h.digest_size:<3} block={h.block_size:<4} {h.hexdigest()[:40]}")

print(hmac.digest(key, msg, "sha256").hex() == hmac.new(key, msg, hashlib.sha256).hexdigest())
print(hmac.new(b"", b"", "sha256").hexdigest())
print(hmac.new(b"k" * 200, b"long key gets hashed first", "sha1").hexdigest())
print(hmac.new(bytearray(b"key"), msg, "md5").hexdigest())

# incremental + copy
h = hmac.new(key, digestmod="sha256")
h.update(b'{"event":')
c = h.copy()
h.update(b'"payment.succeeded","id":"evt_123"}')
print(h.hexdigest() == hmac.new(key, msg, "sha256").hexdigest(), c.hexdigest() != h.hexdigest())
print(len(h.digest()), type(h.digest()).__name__)

# webhook signature verification, like an agent would write
def sign(secret, payload, ts):
    signed = f"{ts}.".encode() + payload
    return "v1=" + hmac.new(secret, signed, hashlib.sha256).hexdigest()

def verify(secret, payload, ts, header, now, tolerance=300):
    if abs(now - ts) > tolerance:
        return "stale"
    expected = sign(secret, payload, ts)
    return "valid" if hmac.compare_digest(expected, header) else "mismatch"

ts = 1_700_000_000
sig = sign(key, msg, ts)
print(sig[:20], verify(key, msg, ts, sig, ts + 10), verify(key, msg + b" ", ts, sig, ts + 10), verify(key, msg, ts, sig, ts + 1000))
token = base64.urlsafe_b64encode(hmac.digest(b"k", b"user:42", "sha256")).rstrip(b"=").decode()
print(token)
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest("abc", "abd"), hmac.compare_digest(b"a", b"ab"))

errors = [
    lambda: hmac.new(key, msg),
    lambda: hmac.new("str key", msg, "sha256"),
    lambda: hmac.new(key, "str msg", "sha256"),
    lambda: hmac.compare_digest("abc", b"abc"),
    lambda: hmac.compare_digest("é", "é"),
    lambda: hmac.new(key, msg, "nope"),
]
for fn in errors:
    try:
        print("ok:", fn())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, "|", e)
