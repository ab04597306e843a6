import json, math
from decimal import Decimal
vals = [1e-7, 1e22, 1e16, 123456789012345678.0, 0.1, -1.5e-300, 5e-324, 1.7976931348623157e308, 2**63, -2**64, 10**40]
print(json.dumps(vals))
print(json.loads(json.dumps(vals)) == vals)
class F(float):
    def __repr__(self):
        return 'F!'
class I(int):
    def __repr__(self):
        return 'I!'
class S(str):
    def __str__(self):
        return 'S!'
print(json.dumps([F(1.5), I(7), S('s'), {S('k'): I(1)}]))
print(json.dumps([1, [2]], indent=-1), json.dumps({'a': 1}, indent=''), repr(json.dumps([1], indent=None)))
print(json.dumps({'a': {'b': []}}, indent=2, separators=(';', '=')))
print(json.dumps('\u2028\u2029\x7f\x80\ud800', ensure_ascii=True), repr(json.dumps('\ud800', ensure_ascii=False)))
print(json.loads('1.0e+2'), json.loads('-1E-2'), json.loads('0.000001'), json.loads('1' * 30), type(json.loads('1e2')).__name__)
print(json.loads('[1, 2, 3]', parse_int=Decimal), json.loads('3.14159265358979323846', parse_float=Decimal))
print(json.loads('{"a": NaN}')['a'] != json.loads('{"a": NaN}')['a'], math.isinf(json.loads('-Infinity')))
print(json.loads(' \t\n\r[ 1 , 2 ]\r\n '), json.loads('"\\/\\b\\f\\n\\r\\t\\"\\\\"'))
for bad in ['[1,2', '{"a":1,"b"}', '"\\ud800\\u"', '[\x00]', '1 x', '\x0c1', '[1]\x00']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), e.msg, e.pos, e.lineno, e.colno)
d = json.loads('{"b": 1, "a": 2, "c": {"z": 0, "y": [3, {"x": 1}]}}')
print(json.dumps(d, sort_keys=True), list(d), json.dumps(d, sort_keys=True, indent=1)[:40])
try:
    json.dumps({'b': 1, 1: 2}, sort_keys=True)
except TypeError as e:
    print('TypeError', e)
print(json.dumps([{}, [], '', 0, 0.0, False, None]), json.dumps({'': ''}), json.dumps(()), json.dumps({'t': (1, (2,))}))
gen = (i for i in range(3))
try:
    json.dumps(gen)
except TypeError as e:
    print('TypeError', e)
print(json.dumps(list(range(3)), default=list), json.dumps(range(3), default=list), json.dumps({1, 2}, default=sorted))
print(json.dumps(Decimal('1.5'), default=float), json.dumps(b'xy', default=lambda b: b.decode()))
