import io
s = io.StringIO()
print("hello", "world", file=s)
s.write("line2\n")
s.writelines(["a\n", "b\n"])
print(repr(s.getvalue()), s.tell())
s.seek(0)
print(repr(s.readline()), repr(s.read(3)), repr(s.readlines()))
s.seek(0)
for line in s:
    print(repr(line))
s = io.StringIO("abc\ndef")
print(s.tell(), s.read(), s.tell())
s.seek(1); s.write("XY"); print(s.getvalue())
print(s.truncate(2), s.getvalue(), s.tell())
s.seek(6); s.write("Z"); print(repr(s.getvalue()))
with io.StringIO("x") as f:
    print(f.closed, f.read())
print(f.closed)
try:
    f.read()
except ValueError as e:
    print("ValueError", e)
try:
    io.StringIO().write(5)
except TypeError as e:
    print("TypeError", e)
try:
    io.StringIO(b"x")
except TypeError as e:
    print("TypeError", e)
try:
    io.StringIO().seek(-1)
except ValueError as e:
    print("ValueError", e)
try:
    io.StringIO().seek(1, 1)
except OSError as e:
    print(type(e).__name__, e)
print(io.StringIO("a\r\nb\rc\n", newline=None).getvalue().split("\n"))
print(io.StringIO("a\r\nb\rc\n", newline="").readlines())
print(io.StringIO("a\r\nb\rc\n").readlines())
b = io.BytesIO(b"hello\nworld")
print(b.read(3), b.readline(), b.readlines(), b.tell())
b.seek(-2, 2); print(b.read())
b.write(b"!!"); print(b.getvalue())
b.seek(0); print(list(b))
try:
    b.write("x")
except TypeError as e:
    print("TypeError", e)
print(type(s).__name__, io.StringIO, io.BytesIO)
class Log(io.StringIO):
    def write(self, s):
        return super().write(s.upper())
l = Log()
print("quiet", file=l)
print(l.getvalue())
print(io.StringIO("abc").read(None), io.StringIO("abc").read(-1))
s = io.StringIO("x"); s.close(); s.close()
try:
    s.getvalue()
except ValueError as e:
    print(e)
