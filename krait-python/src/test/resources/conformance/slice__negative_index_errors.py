a = [1, 2, 3]
print(a[-1], a[-3])
for i in [3, -4]:
    try:
        a[i]
    except IndexError as e:
        print(type(e).__name__, e)
try:
    a[3] = 0
except IndexError as e:
    print(type(e).__name__, e)
try:
    (1, 2)[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    "ab"[2]
except IndexError as e:
    print(type(e).__name__, e)
try:
    a["1"]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a[1.0]
except TypeError as e:
    print(type(e).__name__, e)
print(a[True], a[-True])
