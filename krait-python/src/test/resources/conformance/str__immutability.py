s = "abc"
try:
    s[0] = "z"
except TypeError as e:
    print(type(e).__name__, e)
try:
    del s[0]
except TypeError as e:
    print(type(e).__name__, e)
t = s
s += "d"
print(s, t)
print(s.upper(), s)
try:
    s.foo = 1
except AttributeError as e:
    print(type(e).__name__, e)
