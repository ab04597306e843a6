import hashlib

msg = b"The quick brown fox jumps over the lazy dog"
for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_256", "blake2b", "blake2s"]:
    h = hashlib.new(name, msg)
    print(f"{h.name:<9} size={h.digest_size:<3} block={h.block_size:<4} {h.hexdigest()[:32]}")

print(hashlib.blake2b(b"").hexdigest())
print(hashlib.blake2s(b"abc").hexdigest())
print(hashlib.blake2b(msg, digest_size=16).hexdigest(), hashlib.blake2b(msg, digest_size=16).digest_size)
print(hashlib.blake2b(msg, key=b"secret key").hexdigest()[:40])
print(hashlib.blake2s(msg, key=b"k" * 32, salt=b"saltsalt", person=b"me").hexdigest())
print(hashlib.blake2b(b"x" * 1000, salt=b"0123456789abcdef", person=b"personalization!").hexdigest()[:48])
print(hashlib.blake2b(b"a" * 128).hexdigest()[:32], hashlib.blake2b(b"a" * 129).hexdigest()[:32])
print(hashlib.blake2s(b"b" * 64).hexdigest()[:32], hashlib.blake2s(b"b" * 65).hexdigest()[:32])

for n in (0, 1, 16, 200):
    print(n, hashlib.shake_128(msg).hexdigest(n)[:64], len(hashlib.shake_256(msg).digest(n)))
print(hashlib.shake_256(b"").hexdigest(32))
print(hashlib.shake_128(b"z" * 500).hexdigest(20), hashlib.shake_128().digest_size, hashlib.shake_256().block_size)

# incremental update == one shot; copy forks the state
h = hashlib.blake2b(digest_size=20)
for chunk in (msg[:10], msg[10:200], b"", msg[200:]):
    h.update(chunk)
fork = h.copy()
fork.update(b"!")
print(h.hexdigest() == hashlib.blake2b(msg, digest_size=20).hexdigest(), fork.hexdigest() != h.hexdigest())
s = hashlib.shake_256()
s.update(b"part1")
s2 = s.copy()
s.update(b"part2")
print(s.hexdigest(8), s2.hexdigest(8), hashlib.shake_256(b"part1part2").hexdigest(8))
print(h.digest() == h.digest(), type(h.digest()).__name__)

print(sorted(a for a in hashlib.algorithms_guaranteed if a.startswith(("blake", "shake"))))
print({"sha256", "md5", "blake2b"} <= hashlib.algorithms_available)
hs = hashlib.new("SHA256")
hs.update("données".encode())
print(hs.name, hs.hexdigest()[:16], hashlib.new("shake_128", b"x").hexdigest(4))

errors = [
    lambda: hashlib.blake2b(digest_size=65),
    lambda: hashlib.blake2s(digest_size=0),
    lambda: hashlib.blake2b(key=b"k" * 65),
    lambda: hashlib.blake2s(salt=b"s" * 9),
    lambda: hashlib.blake2b(person=b"p" * 17),
    lambda: hashlib.shake_128(b"x").hexdigest(),
    lambda: hashlib.sha256("text"),
    lambda: hashlib.new("sha999"),
    lambda: hashlib.md5().update(12),
]
for fn in errors:
    try:
        print("ok:", fn())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, "|", e)
