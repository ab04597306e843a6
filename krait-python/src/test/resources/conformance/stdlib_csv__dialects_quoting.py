import csv, io
rows = [{"name": "Alice", "score": 93.5, "team": "red"}, {"name": 'Bob "B"', "score": 71, "team": "blue,green"},
        {"name": "Carol\nX", "score": None, "team": ""}]
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["name", "score", "team"])
w.writeheader()
w.writerows(rows)
print(repr(out.getvalue()))
try:
    w.writerow({"name": "x", "extra": 1})
except ValueError as e:
    print("ValueError:", e)
w2 = csv.DictWriter(out, fieldnames=["name"], extrasaction="ignore")
w2.writerow({"name": "x", "extra": 1})
try:
    csv.DictWriter(out, ["a"], extrasaction="bogus")
except ValueError as e:
    print("ValueError:", e)
text = out.getvalue()
for row in csv.reader(io.StringIO(text, newline="")):
    print(row)
for d in csv.DictReader(io.StringIO(text)):
    print(d)
data = "a,b,c\n1,2\n3,4,5,6\n\n7,8,9\n"
r = csv.DictReader(data.splitlines(), restkey="more", restval="?")
print(r.fieldnames)
for d in r:
    print(d, r.line_num)
for q in (csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC):
    s = io.StringIO()
    csv.writer(s, quoting=q).writerow(["x", 1, 2.5, None, "", True, "a b"])
    print(q, repr(s.getvalue()))
s = io.StringIO()
wr = csv.writer(s, quoting=csv.QUOTE_NONE, escapechar="\\", lineterminator="\n")
wr.writerow(["a,b", 'q"x', "plain"])
print(repr(s.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("Error:", e)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([""])
except csv.Error as e:
    print("Error:", e)
s = io.StringIO(); csv.writer(s).writerow([""]); print(repr(s.getvalue()))
s = io.StringIO(); csv.writer(s).writerow([]); print(repr(s.getvalue()))
print(list(csv.reader(['a; b; "c;d"'], delimiter=";", skipinitialspace=True)))
print(list(csv.reader(['1,"2",abc'], quoting=csv.QUOTE_NONNUMERIC)) if False else None)
print(list(csv.reader(['1,"2",3.5'], quoting=csv.QUOTE_NONNUMERIC)))
try:
    list(csv.reader(['1,abc'], quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print("ValueError:", e)
print(list(csv.reader(['a\tb\tc'], dialect="excel-tab")))
print(list(csv.reader(['"multi', 'line",x', 'y'])))
print(list(csv.reader(['"abc"def,g'])))
try:
    list(csv.reader(['"abc"def,g'], strict=True))
except csv.Error as e:
    print("Error:", e)
try:
    list(csv.reader(['"abc']  , strict=True))
except csv.Error as e:
    print("Error:", e)
print(list(csv.reader(['"abc'])))
try:
    csv.reader([], delimiter="::")
except TypeError as e:
    print("TypeError:", e)
try:
    csv.reader([], dialect="nope")
except csv.Error as e:
    print("Error:", e)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
print(sorted(csv.list_dialects()))
s = io.StringIO(); csv.writer(s, "pipes").writerow([1, "a"]); print(repr(s.getvalue()))
d = csv.get_dialect("pipes"); print(d.delimiter, d.quoting, repr(d.lineterminator), d.escapechar)
class Semi(csv.excel):
    delimiter = ";"
s = io.StringIO(); csv.writer(s, dialect=Semi).writerow([1, "a;b"]); print(repr(s.getvalue()))
s = io.StringIO(); csv.writer(s, dialect=csv.unix_dialect).writerow([1, "a"]); print(repr(s.getvalue()))
print(csv.field_size_limit(), csv.field_size_limit(10), csv.field_size_limit())
try:
    list(csv.reader(["x" * 20]))
except csv.Error as e:
    print("Error:", e)
try:
    csv.writer(io.StringIO()).writerow(5)
except csv.Error as e:
    print("Error:", e)
try:
    list(csv.reader([b"abc"]))
except csv.Error as e:
    print("Error:", e)
r = csv.reader(["a,b", "c,d"]); next(r); print(r.line_num, r.dialect.delimiter)
try:
    list(csv.reader(["a\rb"]))
except csv.Error as e:
    print("Error:", e)
print(list(csv.reader(["a,b\r\n", "c\n"])))
s = io.StringIO(); csv.writer(s).writerow(["a\rb", "c\nd"]); print(repr(s.getvalue()))
s = io.StringIO(); csv.writer(s, lineterminator="\n").writerow(["a\rb", "c\nd"]); print(repr(s.getvalue()))
print(list(csv.DictReader(io.StringIO("x,y\n1,2\n"), fieldnames=["p", "q"])))
print(csv.QUOTE_ALL, csv.Error.__mro__[1].__name__, csv.Error)
