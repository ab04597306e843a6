import csv, io

samples = [
    'name,age,city\nAna,31,Lisbon\nBo,25,Oslo\nCy,40,Rome\n',
    'name;age;city\nAna;31;Lisbon\nBo;25;Oslo\n',
    'a\tb\tc\n1\t2\t3\n4\t5\t6\n',
    '"name","note"\n"Ana","likes, commas"\n"Bo","says ""hi"""\n',
    "'x'|'y'\n'1'|'2'\n",
    'id: value\n1: 10\n2: 20\n',
    'one two three\n1 2 3\n4 5 6\n',
    'x, y, z\n1, 2, 3\n4, 5, 6\n',
    'col\n1\n2\n3\n',
    'h1,h2\n"a\nb",2\n',
]
sn = csv.Sniffer()
print(sn.preferred)
for s in samples:
    try:
        d = sn.sniff(s)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, repr(d.lineterminator), d.quoting,
              d.__name__, issubclass(d, csv.Dialect), d._name if hasattr(d, '_name') else None)
        print('  rows', list(csv.reader(io.StringIO(s), d))[:2])
    except csv.Error as e:
        print('Error', e)
    try:
        print('  header', sn.has_header(s))
    except csv.Error as e:
        print('  header Error', e)
print(sn.sniff('a;b,c\n1;2,3\n', delimiters=';').delimiter, sn.sniff('a;b,c\n1;2,3\n', delimiters=',').delimiter)
for bad in ['', 'abc', 'abc\ndef\n']:
    try:
        sn.sniff(bad)
    except csv.Error as e:
        print('Error', repr(bad), e)
print(sn.has_header('name,score\nx,1\ny,2\nz,3\n'), sn.has_header('1,2\n3,4\n5,6\n'), sn.has_header('aaa,bb\ncc,dd\n'))

# DictReader
data = 'id,name,score\n1,Ana,9.5\n2,Bo\n3,Cy,7,extra,more\n\n4,Di,8\n'
r = csv.DictReader(io.StringIO(data))
print(r.fieldnames, r.line_num)
for row in r:
    print(row, r.line_num)
r = csv.DictReader(io.StringIO(data), restkey='rest', restval='N/A')
print([dict(x) for x in r])
r = csv.DictReader(io.StringIO('1,2\n3,4\n'), fieldnames=['a', 'b'])
print(list(r), r.fieldnames)
r = csv.DictReader(io.StringIO(''))
print(r.fieldnames, list(r))
r = csv.DictReader(io.StringIO('a;b\n1;2\n'), delimiter=';')
print(list(r), r.dialect, r.restkey, r.restval)
r = csv.DictReader(['x,y', '1,2'])
print(next(r), type(next(iter([r]))).__name__)

# DictWriter
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=['id', 'name', 'score'])
w.writeheader()
w.writerow({'id': 1, 'name': 'Ana', 'score': 9.5})
w.writerow({'id': 2, 'name': 'Bo'})
w.writerows([{'id': 3, 'name': 'C,y', 'score': None}, {'name': 'Di "q"', 'id': 4, 'score': 0}])
print(repr(out.getvalue()))
try:
    w.writerow({'id': 5, 'nope': 1})
except ValueError as e:
    print('ValueError', e)
w2 = csv.DictWriter(io.StringIO(), ['a'], extrasaction='ignore', restval='-')
print(w2.writerow({'a': 1, 'b': 2}), w2.extrasaction, w2.restval)
try:
    csv.DictWriter(io.StringIO(), ['a'], extrasaction='nope')
except ValueError as e:
    print('ValueError', e)
try:
    w.writerow([1, 2, 3])
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=('a', 'b'), quoting=csv.QUOTE_NONNUMERIC, lineterminator='\n')
w.writeheader(); w.writerow({'a': 1, 'b': 'x'}); w.writerow({'a': 2.5, 'b': None})
print(repr(out.getvalue()))
rows = list(csv.reader(io.StringIO(out.getvalue()), quoting=csv.QUOTE_NONNUMERIC))
print(rows)
try:
    list(csv.reader(io.StringIO('1,abc\n'), quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print('ValueError', e)
print(list(csv.reader(['"1",2,3.5e2, 4'], quoting=csv.QUOTE_NONNUMERIC)))
# errors
for kw in [dict(delimiter=''), dict(delimiter='ab'), dict(quotechar=None), dict(quoting=csv.QUOTE_NONE), dict(quoting=9),
           dict(lineterminator=1), dict(delimiter=1), dict(escapechar='ab'), dict(nope=1)]:
    try:
        csv.writer(io.StringIO(), **kw).writerow(['a"b', 'c,d'])
        print('ok', kw)
    except (TypeError, csv.Error, ValueError) as e:
        print(type(e).__name__, e)
for bad in ['a,"b\n', 'a,"b"c\n', 'x\x00y']:
    try:
        print(list(csv.reader(io.StringIO(bad), strict=True)))
    except csv.Error as e:
        print('Error', e)
try:
    csv.get_dialect('nope')
except csv.Error as e:
    print('Error', e)
# more sniffing: quoted fields with other delimiters, mixed candidates, custom preferred
more = ['"a";"b;c";"d"\n"1";"2";"3"\n', "a, 'b, c', d\n1, '2', 3\n", 'k=v&x=y\nk=1&x=2\n', 'a|b,c\n1|2,3\n4|5,6\n',
        'date,amount,desc\n2024-01-01,12.50,"Coffee, large"\n2024-01-02,3.00,Tea\n2024-01-03,-4.25,"Refund ""x"""\n',
        '\n\nid,v\n\n1,2\n', 'x;y\n1;2\n3;4\n5;6\n7;8\n9;10\n11;12\n13;14\n15;16\n17;18\n19;20\n21;22\n']
for s in more:
    try:
        d = sn.sniff(s)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, sn.has_header(s))
    except csv.Error as e:
        print('Error', e)
class MySniffer(csv.Sniffer):
    def __init__(self):
        super().__init__()
        self.preferred = ['|']
print(MySniffer().sniff('a|b,c\n1|2,3\n').delimiter, MySniffer().preferred)
d = sn.sniff('a,b\n1,2\n')
w_out = io.StringIO()
try:
    csv.writer(w_out, d).writerow(['x y', 'q"z'])
except csv.Error as e:
    print('Error', e)
csv.writer(w_out, d).writerow(['x y', 'q,z'])
print(repr(w_out.getvalue()), csv.get_dialect('excel').delimiter)
