# sys's standard streams are _io.TextIOWrapper objects (introspected through sys.__stdout__, which
# the expected-output runner leaves alone while it captures sys.stdout)
import io
import sys

out = sys.__stdout__
print(type(out), type(out).__name__, type(out).__module__, type(out).__mro__[1:])
print(repr(out), repr(sys.__stderr__), repr(sys.stdin))
print(out.name, out.mode, out.encoding, out.closed, out.newlines, out.writable(), out.readable())
print(sys.__stderr__.name, sys.__stderr__.encoding, sys.__stderr__.errors, sys.__stderr__.line_buffering)
print(sys.stdin.name, sys.stdin.mode, sys.stdin.readable(), sys.stdin.writable())
print(isinstance(out, io.TextIOWrapper), isinstance(out, io.TextIOBase), isinstance(out, io.IOBase))
print(io.TextIOWrapper is type(out), issubclass(io.UnsupportedOperation, (OSError, ValueError)))
print(sys.stdout.write("written through sys.stdout\n"))
sys.stdout.writelines(["one ", "two\n"])
print("print with file=", file=sys.stdout)
for call in (lambda: out.write(5), lambda: out.write(), lambda: out.write("a", "b"), lambda: out.write(s="a"),
             lambda: out.writelines(), lambda: out.writelines(5), lambda: out.writelines([1]),
             lambda: out.flush(1), lambda: out.isatty(1), lambda: out.reconfigure(1),
             lambda: out.reconfigure(errors=5), lambda: out.reconfigure(bogus=5), lambda: out.read(1, 2),
             lambda: type(out)(), lambda: out.nope):
    try:
        call()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
for call in (out.read, out.readline, out.readlines, lambda: out.seek(0), lambda: next(out),
             lambda: sys.stdin.write("x")):
    try:
        call()
    except io.UnsupportedOperation as e:
        print("UnsupportedOperation", e)
for name, value in (("name", "x"), ("closed", True), ("encoding", "x"), ("line_buffering", True), ("errors", "x")):
    try:
        setattr(out, name, value)
    except AttributeError as e:
        print("AttributeError", e)
print(sys.stdin.read(), sys.stdin.readline(), sys.stdin.readlines(), list(sys.stdin))
print(out.reconfigure(line_buffering=False), out.flush(), out.write(""))
