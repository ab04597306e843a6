import sys

print(sys.version_info >= (3, 8), sys.version_info.major, sys.version_info[:2] == (3, 11), type(sys.version).__name__)
print(sys.maxsize == 2**63 - 1, sys.byteorder in ("little", "big"), sys.float_info.max > 1e308, sys.float_info.epsilon)
print(sys.float_info.dig, sys.float_info.mant_dig, sys.int_info.bits_per_digit > 0 if hasattr(sys, "int_info") else True)
print(isinstance(sys.getrecursionlimit(), int), sys.getrecursionlimit() >= 100)
print("sys" in sys.modules, "builtins" in sys.modules, type(sys.modules).__name__)
print(sys.stdout is not None, hasattr(sys.stdout, "write"), sys.maxunicode)
sys.stdout.write("written via sys.stdout\n")
print("to stdout", file=sys.stdout)
print(type(sys.argv).__name__, isinstance(sys.path, list), sys.platform != "", isinstance(sys.implementation.name, str))
print(sys.getsizeof(0) > 0 if hasattr(sys, "getsizeof") else True, sys.intern("abc") == "abc")
print(sys.exc_info() == (None, None, None))
try:
    raise KeyError("k")
except KeyError:
    et, ev, tb = sys.exc_info()
    print(et.__name__, repr(ev), sys.exception() if hasattr(sys, "exception") else ev)
print(sys.flags.optimize >= 0, sys.hash_info.width in (32, 64), sys.float_repr_style)
print(sys.version_info > (3,), sys.version_info.releaselevel in ("final", "alpha", "beta", "candidate"))
try:
    sys.exit(3)
except SystemExit as e:
    print("SystemExit", e.code)
try:
    sys.exit("fatal: message")
except SystemExit as e:
    print("SystemExit", repr(e.code))
try:
    sys.exit()
except SystemExit as e:
    print("SystemExit", e.code)
