import secrets
import string

def attempt(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)

t = secrets.token_hex(16)
print(type(t).__name__, len(t), all(c in string.hexdigits for c in t), len(secrets.token_hex()), secrets.token_hex(0))
b = secrets.token_bytes(10)
print(type(b).__name__, len(b), len(secrets.token_bytes()), secrets.token_bytes(0))
u = secrets.token_urlsafe(16)
print(type(u).__name__, len(u), all(c.isalnum() or c in "-_" for c in u), len(secrets.token_urlsafe()), len(secrets.token_urlsafe(1)))
alphabet = string.ascii_letters + string.digits
pw = "".join(secrets.choice(alphabet) for _ in range(20))
print(len(pw), all(c in alphabet for c in pw))
print(all(0 <= secrets.randbelow(10) < 10 for _ in range(200)), all(0 <= secrets.randbits(8) < 256 for _ in range(200)))
print(secrets.randbits(0), secrets.randbelow(1), secrets.choice([42]), secrets.choice("z"))
print(secrets.compare_digest("abc", "abc"), secrets.compare_digest("abc", "abd"), secrets.compare_digest(b"x", b"x"),
      secrets.compare_digest("", ""))
sr = secrets.SystemRandom()
x = sr.random()
print(0 <= x < 1, 1 <= sr.randint(1, 6) <= 6, len(sr.sample(range(100), 5)), sorted(sr.sample([1, 2, 3], 3)))
print(isinstance(sr, secrets.SystemRandom), 0 <= sr.uniform(2, 3) <= 3, sr.choice(["only"]))
print(len({secrets.token_hex(8) for _ in range(50)}), secrets.DEFAULT_ENTROPY if hasattr(secrets, "DEFAULT_ENTROPY") else 32)
for expr in ["secrets.randbelow(0)", "secrets.randbelow(-5)", "secrets.randbits(-1)", "secrets.choice([])",
             "secrets.compare_digest('a', b'a')", "secrets.compare_digest('é', 'é')", "secrets.compare_digest(1, 2)",
             "secrets.token_hex(-1)", "secrets.token_bytes('a')", "secrets.randbelow(2.5)"]:
    attempt(expr)
