# sys.version_info and the other struct sequences: type names, reprs, field counts, tuple behaviour
import sys

for o in (sys.version_info, sys.float_info, sys.int_info, sys.hash_info, sys.flags):
    t = type(o)
    print(t, t.__name__, t.__qualname__, t.__module__, t.__mro__[1:])
    print(t.n_fields, t.n_sequence_fields, t.n_unnamed_fields, len(o) == t.n_fields, len(t.__match_args__))
    print(isinstance(o, tuple), o == tuple(o), hash(o) == hash(tuple(o)), type(o[:2]).__name__, type(o + ()).__name__)
    print(hasattr(o, "_fields"), hasattr(o, "_asdict"), hasattr(o, "_replace"), hasattr(o, "__dict__"))
print(repr(sys.float_info))
print(sys.int_info)
print(str(sys.hash_info))
print(type(sys.flags).__match_args__[:4], sys.flags.debug, sys.flags.optimize, sys.flags[0])
v = sys.version_info
print(v.major, v[0], v[:2], v >= (3, 8), v < (4,), v.releaselevel, v.serial, v[-1] == v.serial)
major, minor, *rest = v
print(major, minor, len(rest), v.count(3) >= 1, v.index(3))
print("%d.%d" % v[:2], "{0}.{1}".format(*v), f"{v.major}.{v.minor}", max(v[:2]))
match v:
    case (3, m, *_):
        print("3.x with minor", m)
VI = type(v)
match v:
    case VI(major=3, minor=m):
        print("by keyword", m)
print(sorted(set(dir(v)) - set(dir(()))))
