import uuid

u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.urn)
print(u.bytes, u.bytes_le)
print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node)
print(u.version, u.variant, u.time, u.clock_seq)
for text in ["{12345678-1234-5678-1234-567812345678}", "12345678123456781234567812345678",
             "urn:uuid:12345678-1234-5678-1234-567812345678", "  12345678-1234-5678-1234-567812345678  "]:
    try:
        print(uuid.UUID(text) == u)
    except ValueError as e:
        print("ValueError:", e)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(int=u.int) == u, uuid.UUID(fields=u.fields) == u,
      uuid.UUID(bytes_le=u.bytes_le) == u)

n3 = uuid.uuid3(uuid.NAMESPACE_DNS, "python.org")
n5 = uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/a")
print(n3, n3.version, n5, n5.version, n5.variant == uuid.RFC_4122)
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
r = uuid.uuid4()
print(r.version, r.variant, len(str(r)), len(r.hex), r != uuid.uuid4(), isinstance(r.int, int))
t = uuid.uuid1()
print(t.version, t.variant == uuid.RFC_4122)

ids = [uuid.UUID(int=i * 2**100) for i in (3, 1, 2)]
print(sorted(ids)[0].int == 2**100, ids[0] > ids[1], ids[1] < ids[2], ids[0] == uuid.UUID(str(ids[0])))
print(len({uuid.UUID(int=5), uuid.UUID(int=5), uuid.UUID(int=6)}), hash(ids[0]) == hash(uuid.UUID(int=3 * 2**100)))
print(str(uuid.UUID(int=0)), uuid.UUID(int=2**128 - 1).hex)
print(u == "12345678-1234-5678-1234-567812345678", {str(u): 1}[str(u)])
print(uuid.UUID("a8098c1a-f86e-11da-bd1a-00112444be1e").time, uuid.UUID("a8098c1a-f86e-11da-bd1a-00112444be1e").version)
print(uuid.UUID(u.hex, version=4).version, uuid.UUID(u.hex, version=4))

errors = [
    lambda: uuid.UUID("not-a-uuid"),
    lambda: uuid.UUID("12345678-1234-5678-1234-56781234567"),
    lambda: uuid.UUID("g2345678123456781234567812345678"),
    lambda: uuid.UUID(),
    lambda: uuid.UUID(u.hex, int=5),
    lambda: uuid.UUID(bytes=b"short"),
    lambda: uuid.UUID(int=-1),
    lambda: uuid.UUID(int=2**128),
    lambda: uuid.UUID(fields=(1, 2, 3)),
    lambda: uuid.UUID(u.hex, version=9),
    lambda: u < "x",
]
for fn in errors:
    try:
        print("ok:", fn())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, "|", e)
try:
    u.hex = "x"
except TypeError as e:
    print("TypeError |", e)
