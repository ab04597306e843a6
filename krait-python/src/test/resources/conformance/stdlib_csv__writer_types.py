import csv, io
from decimal import Decimal
import datetime
rows = [['name', 'value', 'flag', 'none', 'when'],
        ['plain', 1, True, None, datetime.date(2024, 1, 2)],
        ['comma,inside', 2.5, False, '', Decimal('3.10')],
        ['quote"inside', 1e20, 0, 'x\ny', 1/3],
        ['  spaces  ', -0.0, float('nan'), 'tab\there', 10**20],
        ['', float('inf'), 'é', '\r', b'bytes']]
for q in [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC]:
    out = io.StringIO()
    w = csv.writer(out, quoting=q, lineterminator='\n')
    w.writerows(rows)
    print(q, repr(out.getvalue()))
out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONE, escapechar='\\', lineterminator='\n')
w.writerow(['a,b', 'c"d', 'e\\f', 'g\nh'])
print(repr(out.getvalue()))
out = io.StringIO()
w = csv.writer(out, delimiter=';', quotechar="'", doublequote=False, escapechar='\\')
w.writerow(["it's", 'a;b', 'plain'])
print(repr(out.getvalue()), w.dialect.delimiter, w.dialect.doublequote)
print(csv.writer(io.StringIO()).writerow(['abc', 12]), csv.writer(io.StringIO()).writerow([]))
for bad in [[object()], 5, None, [[1, 2]]]:
    try:
        csv.writer(io.StringIO()).writerow(bad)
        print('ok', type(bad).__name__)
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
text = 'a,"b ""q"" c",d\r\n"multi\nline",2,\r\n,,\r\n"x"y,z\n'
print(list(csv.reader(io.StringIO(text))))
print(list(csv.reader(io.StringIO(text), skipinitialspace=True)), list(csv.reader(['a, "b,c", d'], skipinitialspace=True)))
print(list(csv.reader(['a|b|"c|d"'], delimiter='|')), list(csv.reader(["'a''b',c"], quotechar="'")))
print(list(csv.reader(['a\\,b,c'], escapechar='\\')), list(csv.reader(['a,b'], quoting=csv.QUOTE_NONE)), list(csv.reader(['"a,b"'], quoting=csv.QUOTE_NONE)))
r = csv.reader(io.StringIO('h1,h2\n1,2\n3,4\n'))
print(next(r), r.line_num, list(r), r.line_num, r.dialect.delimiter)
old = csv.field_size_limit()
print(old, csv.field_size_limit(10), csv.field_size_limit())
try:
    list(csv.reader(['a' * 11]))
except csv.Error as e:
    print('Error', e)
csv.field_size_limit(old)
try:
    csv.field_size_limit('x')
except TypeError as e:
    print('TypeError', e)
csv.register_dialect('pipes', delimiter='|', quoting=csv.QUOTE_ALL)
out = io.StringIO()
csv.writer(out, 'pipes').writerow([1, 'a'])
print(repr(out.getvalue()), csv.list_dialects()[-1], csv.get_dialect('pipes').quoting)
csv.unregister_dialect('pipes')
try:
    csv.unregister_dialect('pipes')
except csv.Error as e:
    print('Error', e)
class Semi(csv.excel):
    delimiter = ';'
out = io.StringIO()
csv.writer(out, dialect=Semi).writerow(['x', 'y;z'])
print(repr(out.getvalue()))
