x = 5
print(-x, +x, ~x, --x, -(-x))
print(+True, -True, ~True)
print(-0.0, +(-0.0), -(0.0))
print(not None, not 0.0, not "0")
print(- - - 3)
try:
    -"a"
except TypeError as e:
    print(type(e).__name__, e)
try:
    ~1.5
except TypeError as e:
    print(type(e).__name__, e)
