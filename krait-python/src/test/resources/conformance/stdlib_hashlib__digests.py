import hashlib, hmac, base64, binascii, uuid, secrets

for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]:
    h = hashlib.new(name, b"hello world")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest()[:32])
h = hashlib.sha256()
h.update(b"hello ")
c = h.copy()
h.update(b"world")
print(h.hexdigest(), c.hexdigest(), len(h.digest()))
print(hashlib.md5("café".encode()).hexdigest(), hashlib.sha1(b"").hexdigest())
print(hashlib.sha3_256(b"abc").hexdigest())
try:
    hashlib.sha256("text")
except TypeError as e:
    print("TypeError:", e)
try:
    hashlib.new("nope")
except ValueError as e:
    print("ValueError:", e)
sig = hmac.new(b"secret", b"payload", hashlib.sha256)
print(sig.hexdigest(), sig.name, sig.digest_size)
print(hmac.new(b"k", b"m", "sha1").hexdigest(), hmac.digest(b"k", b"m", "md5").hex())
print(hmac.compare_digest("abc", "abc"), hmac.compare_digest(b"abc", b"abd"))
try:
    hmac.new(b"k", b"m")
except TypeError as e:
    print("TypeError:", e)
print(base64.b64encode(b"hello world"), base64.b64decode("aGVsbG8gd29ybGQ="), base64.b64decode(b"aGk"+b"="))
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.urlsafe_b64decode("-__-"), base64.b64encode(b"\xfb\xff", altchars=b"-_"))
print(base64.b32encode(b"foobar"), base64.b32decode("MZXW6YTBOI======"), base64.b16encode(b"\x01\xab"), base64.b16decode("01AB"))
print(base64.encodebytes(b"x" * 60), base64.decodebytes(b"eHh4\n"), base64.standard_b64encode(b"\x00"))
for bad in ["abc", "abcde", "YQ"]:
    try:
        base64.b64decode(bad)
    except binascii.Error as e:
        print("Error:", e, isinstance(e, ValueError))
try:
    base64.b64decode("ab$c", validate=True)
except binascii.Error as e:
    print("Error:", e)
print(base64.b64decode("ab$cd"), base64.b64decode("YWJj=ZGVm"))
print(binascii.hexlify(b"abc"), binascii.hexlify(b"abcdef", "-", 2), binascii.unhexlify("616263"), binascii.b2a_hex(b"\xff"))
print(binascii.crc32(b"hello"), binascii.crc32(b"world", binascii.crc32(b"hello ")), binascii.crc32(b"hello world"))
for bad in ["abc", "zz"]:
    try:
        binascii.unhexlify(bad)
    except binascii.Error as e:
        print("Error:", e)
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.version, u.variant, u.urn, u.bytes[:4])
print(uuid.UUID(int=1), uuid.UUID("{12345678123456781234567812345678}") == u, uuid.UUID(bytes=u.bytes) == u)
print(uuid.uuid5(uuid.NAMESPACE_DNS, "example.com"), uuid.uuid3(uuid.NAMESPACE_URL, "https://x.org"))
v4 = uuid.uuid4()
print(v4.version, len(str(v4)), str(v4)[14], v4 != uuid.uuid4())
print(sorted([uuid.UUID(int=3), uuid.UUID(int=1)]), uuid.uuid1().version, u.fields)
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)
print(len(secrets.token_hex(16)), len(secrets.token_bytes(8)), len(secrets.token_urlsafe(16)), secrets.choice([7]))
print(0 <= secrets.randbelow(10) < 10, secrets.compare_digest("a", "a"))
