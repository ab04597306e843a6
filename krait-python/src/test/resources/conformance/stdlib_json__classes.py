import json
from decimal import Decimal
from collections import OrderedDict
import datetime

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        if isinstance(o, (datetime.date, datetime.datetime)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        return super().default(o)

data = {'tags': {'b', 'a'}, 'when': datetime.date(2024, 1, 2), 'price': Decimal('1.10'), 'n': None}
print(json.dumps(data, cls=Enc, sort_keys=True))
print(Enc(indent=2, sort_keys=True).encode(data))
print(list(Enc().iterencode({'a': [1, 2]})))
print(''.join(json.JSONEncoder(indent=1).iterencode([1, {'x': None}])))
try:
    json.dumps({'x': object()}, cls=Enc)
except TypeError as e:
    print('TypeError', str(e)[:40])
try:
    json.dumps({1, 2})
except TypeError as e:
    print('TypeError', e)
try:
    json.dumps([b'x'])
except TypeError as e:
    print('TypeError', e)
print(json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd', False: 'e'}))
try:
    json.dumps({(1, 2): 'x'})
except TypeError as e:
    print('TypeError', e)
print(json.dumps({(1, 2): 'x', 'ok': 1}, skipkeys=True))
print(json.dumps({'b': 1, 'a': 2}, sort_keys=True, indent='\t'))
print(json.dumps([1, [2, 3]], indent=0), json.dumps([], indent=2), json.dumps({}, indent=2))
print(json.dumps({'a': [1, 2]}, separators=(',', ':')), json.dumps({'a': 1}, indent=2, separators=(',', ': ')))
print(json.dumps([float('nan'), float('inf'), -float('inf')]))
for v in [float('nan'), [float('inf')], {'x': -float('inf')}]:
    try:
        json.dumps(v, allow_nan=False)
    except ValueError as e:
        print('ValueError', e)
print(json.dumps('😀 é \u2028 "q" \\ \x00 \x1f'), json.dumps('😀 é', ensure_ascii=False))
print(json.dumps(10**30), json.dumps(-10**20), json.dumps(1e16), json.dumps(1.0), json.dumps(0.1 + 0.2), json.dumps(-0.0))
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print('ValueError', e)
d = {}
d['self'] = d
try:
    json.dumps(d)
except ValueError as e:
    print('ValueError', e)
class Loop(json.JSONEncoder):
    def default(self, o):
        return o
try:
    json.dumps(object(), cls=Loop)
except ValueError as e:
    print('ValueError', e)
print(json.dumps({'k': 1}, default=str), json.dumps([datetime.date(2020, 1, 1)], default=str))
def bad_default(o):
    raise KeyError('nope')
try:
    json.dumps([object()], default=bad_default)
except KeyError as e:
    print('KeyError', e)
class MyInt(int):
    pass
class MyStr(str):
    pass
class MyList(list):
    pass
class MyDict(dict):
    pass
print(json.dumps([MyInt(3), MyStr('s'), MyList([1]), MyDict(a=1), (1, 2), True, OrderedDict([('z', 1), ('a', 2)])]))
import enum
class Color(enum.IntEnum):
    RED = 1
print(json.dumps({Color.RED: Color.RED}))

# decoding
print(json.loads('{"a": 1.5, "b": 2}', parse_float=Decimal), json.loads('[1, 2.0]', parse_int=float))
print(json.loads('[1, 2]', parse_int=lambda s: 'int:' + s), json.loads('[NaN, Infinity, -Infinity]'))
print(json.loads('[NaN, -Infinity]', parse_constant=lambda s: s.lower()))
print(json.loads('{"a": 1, "a": 2, "b": 3}'), json.loads('{"a": 1, "a": 2}', object_pairs_hook=list))
print(json.loads('{"z": 1, "a": {"y": 2}}', object_pairs_hook=OrderedDict))
def hook(d):
    return {k.upper(): v for k, v in d.items()}
print(json.loads('[{"a": {"b": 1}}]', object_hook=hook))
print(json.loads('{"a": 1}', object_hook=hook, object_pairs_hook=dict))
dec = json.JSONDecoder()
print(dec.decode('  [1, 2]  '), dec.raw_decode('{"a": 1} trailing'), dec.raw_decode('[1]x'))
try:
    dec.raw_decode('  [1]')
except json.JSONDecodeError as e:
    print('JSONDecodeError', e)
print(json.loads('"tab\there"', strict=False))
try:
    json.loads('"tab\there"')
except json.JSONDecodeError as e:
    print('JSONDecodeError', e, e.pos)
class UpperDecoder(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=lambda d: {k.upper(): v for k, v in d.items()}, **kw)
print(json.loads('{"x": {"y": 1}}', cls=UpperDecoder))
print(json.loads(b'{"bytes": true}'), json.loads(bytearray(b'[1]')), json.loads('\ufeff[1]'[1:]))
try:
    json.loads('\ufeff[1]')
except json.JSONDecodeError as e:
    print('JSONDecodeError', e)
try:
    json.loads(5)
except TypeError as e:
    print('TypeError', e)
print(json.loads('1e400'), json.loads('-0'), json.loads('-0.0'), json.loads('12345678901234567890123'))
print(json.loads('"\\ud83d\\ude00"'), json.loads('"\\u00e9"'), repr(json.loads('"\\ud83d"')))
print(isinstance(json.JSONDecodeError('m', 'doc', 0), ValueError), json.JSONDecodeError.__mro__[1].__name__)
print(dec.object_hook, dec.parse_float, dec.strict, Enc().indent, Enc().item_separator, Enc().key_separator, Enc(indent=2).item_separator)
# more decoder/encoder class use
print(dec.raw_decode('xx[1, 2] tail', 2), dec.raw_decode('"é" 9', 0), json.decoder.JSONDecoder is json.JSONDecoder)
for bad in ['', ' 1']:
    try:
        dec.raw_decode(bad)
    except json.JSONDecodeError as e:
        print('raw', repr(bad), e.pos)
try:
    json.JSONDecoder(None)
except TypeError as e:
    print('TypeError', e)
class Strict(json.JSONDecoder):
    def decode(self, s):
        obj = super().decode(s)
        if not isinstance(obj, dict):
            raise ValueError('expected an object')
        return obj
print(json.loads('{"a": [1]}', cls=Strict))
try:
    json.loads('[1]', cls=Strict)
except ValueError as e:
    print('ValueError', e)
class Dec2(json.JSONDecoder):
    def __init__(self, *, tag='t', **kw):
        self.tag = tag
        super().__init__(object_hook=self.hook, **kw)
    def hook(self, d):
        d[self.tag] = len(d)
        return d
print(json.loads('{"a": {"b": 1}}', cls=Dec2, tag='n'), Dec2().decode('[{}]'))
print(json.JSONDecoder(parse_float=Decimal).decode('[1.25, 3]'), json.JSONDecoder(strict=False).strict)
class TupleEnc(json.JSONEncoder):
    def __init__(self, **kw):
        kw['sort_keys'] = True
        super().__init__(**kw)
    def default(self, o):
        if isinstance(o, complex):
            return {'re': o.real, 'im': o.imag}
        return json.JSONEncoder.default(self, o)
print(json.dumps({'z': 1j, 'a': [2 + 0j]}, cls=TupleEnc))
print(list(TupleEnc(indent=2).iterencode({'b': [1, {'c': 2}], 'a': 'x'})))
print(list(json.JSONEncoder().iterencode('s')), list(json.JSONEncoder().iterencode([[], {}, [1]])))
print(list(json.JSONEncoder(default=repr).iterencode([1j, None])))
try:
    TupleEnc().encode(object())
except TypeError as e:
    print('TypeError', e)
