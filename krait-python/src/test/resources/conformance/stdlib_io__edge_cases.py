import io
import csv
import json

s = io.StringIO("line one\nline two\r\nline three")
print(s.readline(), end="|")
print(repr(s.readline()), s.tell(), repr(s.read(4)), s.readlines())
print(repr(s.read()), repr(s.readline()))
s.seek(0)
print([l.rstrip("\n") for l in s], s.closed)
w = io.StringIO()
print(w.write("hello"), w.write(" world"), w.tell(), w.getvalue())
w.seek(0)
w.write("J")
print(w.getvalue())
w.seek(0, io.SEEK_END)
w.write("!")
print(w.getvalue(), w.truncate(5), repr(w.getvalue()), w.tell())
print(io.StringIO("a\nb", newline=None).read().split("\n"), repr(io.StringIO("x\r\ny", newline="").getvalue()))
with io.StringIO() as buf:
    print("inside", file=buf)
    print(1, 2, sep="-", end=";", file=buf)
    buf.writelines(["x", "y\n"])
    print(repr(buf.getvalue()))
print(buf.closed)
for fn in [lambda: buf.getvalue(), lambda: buf.write("x"), lambda: io.StringIO(b"bytes"), lambda: io.StringIO().write(5),
           lambda: io.StringIO("abc").seek(-1), lambda: io.StringIO("abc").seek(1, 1)]:
    try:
        print("ok:", fn())
    except (ValueError, TypeError, OSError) as e:
        print(type(e).__name__, "|", e)

b = io.BytesIO(b"\x00\x01binary\ndata")
print(b.read(2), b.readline(), b.tell(), b.read(), b.getvalue()[:3])
b.seek(2)
print(b.read(6), b.seek(0, 2), b.write(b"++"), b.getvalue())
bb = io.BytesIO()
bb.write(b"abc")
bb.write(bytearray(b"def"))
print(bb.getvalue(), bb.tell(), 6)
print(bb.readable(), bb.writable(), bb.seekable(), io.StringIO().isatty())
for fn in [lambda: io.BytesIO().write("str"), lambda: io.BytesIO("str"), lambda: io.BytesIO(b"x").read("1")]:
    try:
        print("ok:", fn())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, "|", e)

# common agent uses: CSV and JSON through in-memory files
rows = [{"name": "ada", "score": 91}, {"name": "bob, jr.", "score": 78}]
out = io.StringIO()
wr = csv.DictWriter(out, fieldnames=["name", "score"])
wr.writeheader()
wr.writerows(rows)
print(repr(out.getvalue()))
print(list(csv.DictReader(io.StringIO(out.getvalue()))))
jbuf = io.StringIO()
json.dump({"k": [1, 2]}, jbuf)
jbuf.seek(0)
print(json.load(jbuf), jbuf.getvalue())
text = io.StringIO("\n".join(f"row {i}" for i in range(5)))
print(sum(1 for _ in text), text.read() == "")
print(issubclass(io.StringIO, io.TextIOBase), issubclass(io.BytesIO, io.BufferedIOBase), io.SEEK_SET, io.SEEK_CUR)
