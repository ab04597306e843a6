# time.struct_time: a struct sequence with two named-only fields (tm_zone, tm_gmtoff)
import copy
import time

T = time.struct_time
print(T, T.__name__, T.__module__, T.n_fields, T.n_sequence_fields, T.n_unnamed_fields, T.__match_args__[-1])
g = time.gmtime(86400 * 365)
print(g, len(g), g.tm_zone, g.tm_gmtoff, g[-1], g[:3])
print(g.__reduce__())
c = copy.copy(g)
d = copy.deepcopy(g)
print(c == g, c.tm_zone, d.tm_zone, type(d).__name__)
st = T(range(9))
print(st, st.tm_zone, st.tm_gmtoff)
st = T(range(11))
print(st, len(st), st.tm_zone, st.tm_gmtoff, tuple(st))
st = T(range(10), {"tm_zone": "ignored", "tm_gmtoff": 3600})
print(st.tm_zone, st.tm_gmtoff)
st = T((x * 2 for x in range(9)), {"tm_zone": "CET"})
print(st.tm_year, st.tm_isdst, st.tm_zone, st.tm_gmtoff)
print(T(sequence=[1] * 9).tm_mon, T([1] * 9, dict={}).tm_zone)
for args in ((range(8),), (range(12),), (5,), (range(9), 5), (range(9), None), ()):
    try:
        T(*args)
    except TypeError as e:
        print("TypeError", e)
for attempt in (lambda: g.nope, lambda: setattr(g, "tm_year", 1), lambda: setattr(g, "tm_zone", "x"),
                lambda: setattr(g, "nope", 1), lambda: delattr(g, "tm_mon")):
    try:
        attempt()
    except AttributeError as e:
        print("AttributeError", e)
try:
    g[0] = 1
except TypeError as e:
    print("TypeError", e)
try:
    class Sub(T):
        pass
except TypeError as e:
    print("TypeError", e)
match g:
    case T(tm_year=y, tm_mon=m):
        print("matched", y, m)
print(time.strftime("%Y-%m-%d", T((2024, 5, 6, 0, 0, 0, 0, 127, 0))), time.mktime(T(g)) == 86400 * 365)
