vals = [0, 1, -1, 0.0, 0.1, "", " ", [], [0], (), (None,), {}, {0: 0}, set(), None, True, False, range(0), range(1), b"", b"\x00", 0j]
for v in vals:
    print(repr(v), bool(v))
